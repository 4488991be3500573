import { text } from '../text.ts';
import { DIN_3_5_TO_12, LABEL, spec, VALUE, type SeedProductDetails } from './labels.ts';

/** Skis, the snowboard and the ski packs, by product id. */
export const SKI_DETAILS: Record<number, SeedProductDetails> = {
  1001: {
    description: text(
      'An all-mountain ski for skiers who spend the day between groomed runs and the soft snow beside them. A titanal layer keeps it calm at speed, while the tip rocker lets it float and turn easily in fresh snow. A ski good skiers keep for several seasons.',
      'Un ski all-mountain pour ceux qui passent la journée entre pistes damées et neige fraîche en bord de piste. Sa couche de titanal le rend stable à haute vitesse, et le rocker en spatule l’aide à flotter et à tourner facilement dans la poudreuse. Un ski que les bons skieurs gardent plusieurs saisons.',
      'Ein Allmountain-Ski für alle, die den Tag zwischen präparierten Pisten und dem weichen Schnee daneben verbringen. Eine Titanal-Lage hält ihn bei hohem Tempo ruhig, der Rocker in der Schaufel lässt ihn im Neuschnee aufschwimmen und leicht drehen. Ein Ski, den gute Fahrer mehrere Saisons lang behalten.',
      'En all-mountain-ski til dig, der veksler mellem præparerede pister og den bløde sne ved siden af. Et lag titanal holder den rolig ved høj fart, og rockeren i spidsen får den til at flyde og dreje let i nysne. En ski, gode skiløbere beholder i mange sæsoner.',
      'Un esquí polivalente para quien pasa el día entre pistas pisadas y la nieve blanda de los lados. Una capa de titanal lo mantiene estable a velocidad, y el rocker en la espátula le ayuda a flotar y girar con facilidad en nieve polvo. Un esquí que los buenos esquiadores conservan varias temporadas.',
      'En allmountainskida för dig som växlar mellan preparerade backar och den mjuka snön bredvid. Ett lager titanal håller den lugn i hög fart, och rockern i spetsen gör att den flyter och svänger lätt i nysnö. En skida som duktiga åkare behåller i många säsonger.',
    ),
    specifications: [
      spec(LABEL.lengths, '166, 174, 182 cm'),
      spec(LABEL.waist, '86 mm'),
      spec(LABEL.radius, '15 m (174 cm)'),
      spec(
        LABEL.rocker,
        text(
          'Tip rocker, camber underfoot',
          'Rocker en spatule, cambre sous le pied',
          'Rocker in der Schaufel, Vorspannung unter der Bindung',
          'Rocker i spidsen, camber under foden',
          'Rocker en espátula, camber bajo el pie',
          'Rocker i spetsen, camber under foten',
        ),
      ),
      spec(
        LABEL.core,
        text(
          'Poplar wood, titanal layer',
          'Bois de peuplier, couche de titanal',
          'Pappelholz, Titanal-Lage',
          'Poppeltræ, lag af titanal',
          'Madera de chopo, capa de titanal',
          'Poppelträ, lager av titanal',
        ),
      ),
      spec(LABEL.level, VALUE.intermediate),
    ],
  },
  1002: {
    description: text(
      'A race-bred piste ski for skiers who want clean, fast carved turns on hard snow. Two metal layers and a full camber hold the edge on icy mornings, and the short radius lets it switch from turn to turn quickly. It asks for good technique and rewards it.',
      'Un ski de piste issu de la course pour ceux qui veulent des virages coupés nets et rapides sur neige dure. Deux couches de métal et un cambre complet tiennent la carre sur la glace du matin, et le rayon court enchaîne les virages vite. Il demande une bonne technique et la récompense.',
      'Ein Pistenski aus dem Rennsport für alle, die auf hartem Schnee saubere, schnelle Carvingschwünge ziehen wollen. Zwei Metalllagen und volle Vorspannung halten die Kante auch auf vereisten Morgenpisten, der kurze Radius lässt ihn flink von Schwung zu Schwung wechseln. Er verlangt gute Technik und belohnt sie.',
      'En pisteski med rødder i racing til dig, der vil lave rene, hurtige carvingsving på hård sne. To lag metal og fuld camber holder kanten på isede morgenpister, og den korte radius skifter hurtigt fra sving til sving. Den kræver god teknik og belønner den.',
      'Un esquí de pista nacido de la competición para quien busca giros conducidos, limpios y rápidos sobre nieve dura. Dos capas de metal y un camber completo agarran el canto en el hielo de primera hora, y su radio corto enlaza giros con rapidez. Exige buena técnica y la recompensa.',
      'En pistskida med rötter i tävling för dig som vill carva rena, snabba svängar på hård snö. Två metallager och full camber håller kanten i isiga morgonbackar, och den korta radien byter snabbt från sväng till sväng. Den kräver god teknik och belönar den.',
    ),
    specifications: [
      spec(LABEL.lengths, '165, 170, 175 cm'),
      spec(LABEL.waist, '72 mm'),
      spec(LABEL.radius, '14 m (170 cm)'),
      spec(LABEL.rocker, text('Full camber', 'Cambre complet', 'Volle Vorspannung', 'Fuld camber', 'Camber completo', 'Full camber')),
      spec(
        LABEL.core,
        text(
          'Wood, two titanal layers',
          'Bois, deux couches de titanal',
          'Holz, zwei Titanal-Lagen',
          'Træ, to lag titanal',
          'Madera, dos capas de titanal',
          'Trä, två lager titanal',
        ),
      ),
      spec(LABEL.level, VALUE.expert),
    ],
  },
  1003: {
    description: text(
      'A versatile all-mountain ski that is as happy on a cruising blue run as in the chopped-up snow of the afternoon. Its wood core and light metal reinforcement make it forgiving at moderate speed and steady when you push. A good first ski of your own after renting.',
      'Un ski all-mountain polyvalent, aussi à l’aise sur une piste bleue en cruising que dans la neige tassée de l’après-midi. Son noyau bois et son léger renfort métallique le rendent tolérant à vitesse modérée et stable quand on accélère. Un bon premier ski à soi après la location.',
      'Ein vielseitiger Allmountain-Ski, der sich auf der blauen Genusspiste ebenso wohlfühlt wie im zerfahrenen Nachmittagsschnee. Holzkern und leichte Metallverstärkung machen ihn bei mäßigem Tempo verzeihend und stabil, wenn Sie zulegen. Ein guter erster eigener Ski nach dem Leihen.',
      'En alsidig all-mountain-ski, der trives lige så godt på en blå piste som i eftermiddagens opkørte sne. Trækernen og en let metalforstærkning gør den tilgivende ved moderat fart og stabil, når du giver den gas. En god første ski efter lejeskiene.',
      'Un esquí polivalente que disfruta igual en una pista azul tranquila que en la nieve revuelta de la tarde. Su núcleo de madera y un ligero refuerzo de metal lo hacen tolerante a velocidad moderada y estable cuando aprietas. Un buen primer esquí propio después de alquilar.',
      'En mångsidig allmountainskida som trivs lika bra i en blå nedfart som i eftermiddagens uppkörda snö. Träkärnan och en lätt metallförstärkning gör den förlåtande i lagom fart och stabil när du ökar. En bra första egen skida efter hyrskidorna.',
    ),
    specifications: [
      spec(LABEL.length, '178 cm'),
      spec(LABEL.waist, '90 mm'),
      spec(LABEL.radius, '17 m'),
      spec(
        LABEL.rocker,
        text(
          'Tip and tail rocker',
          'Rocker en spatule et au talon',
          'Rocker in Schaufel und Ende',
          'Rocker i spids og hale',
          'Rocker en espátula y cola',
          'Rocker i spets och bakända',
        ),
      ),
      spec(LABEL.core, VALUE.wood),
      spec(LABEL.level, VALUE.intermediate),
    ],
  },
  1009: {
    description: text(
      'A junior ski for children who have left the nursery slope and want to ski the whole mountain with their family. It is light and soft so that small skiers can steer it without effort, and the rockered tip helps them out of the snowplough into their first parallel turns.',
      'Un ski junior pour les enfants qui ont quitté le jardin des neiges et veulent skier tout le domaine en famille. Léger et souple, il se dirige sans effort, et la spatule rockée les aide à passer du chasse-neige à leurs premiers virages parallèles.',
      'Ein Kinderski für alle, die dem Übungshang entwachsen sind und mit der Familie das ganze Skigebiet fahren wollen. Er ist leicht und weich, damit kleine Fahrer ihn mühelos lenken, und die Rocker-Schaufel hilft vom Pflug zu den ersten parallelen Schwüngen.',
      'En juniorski til børn, der er færdige med børnebakken og vil stå på ski i hele området med familien. Den er let og blød, så små skiløbere kan styre den uden besvær, og rockeren i spidsen hjælper dem fra plov til de første parallelsving.',
      'Un esquí infantil para niños que ya han dejado la pista de aprendizaje y quieren esquiar toda la estación con su familia. Es ligero y blando para que los pequeños lo manejen sin esfuerzo, y la espátula con rocker les ayuda a pasar de la cuña a sus primeros giros en paralelo.',
      'En juniorskida för barn som har lämnat barnbacken och vill åka hela systemet med familjen. Den är lätt och mjuk så att små åkare styr den utan ansträngning, och rockern i spetsen hjälper dem från plog till de första parallellsvängarna.',
    ),
    specifications: [
      spec(LABEL.length, '130 cm'),
      spec(LABEL.waist, '68 mm'),
      spec(LABEL.radius, '10 m'),
      spec(LABEL.rocker, text('Tip rocker', 'Rocker en spatule', 'Rocker in der Schaufel', 'Rocker i spidsen', 'Rocker en espátula', 'Rocker i spetsen')),
      spec(
        LABEL.age,
        text('About 8 to 11 years', 'Environ 8 à 11 ans', 'Etwa 8 bis 11 Jahre', 'Cirka 8 til 11 år', 'De 8 a 11 años aprox.', 'Cirka 8 till 11 år'),
      ),
      spec(LABEL.level, VALUE.beginner),
    ],
  },
  1008: {
    description: text(
      'The all-mountain snowboard many riders measure others against: at home on the piste, in the park and in fresh snow. Its camber gives pop and edge hold, and the directional shape keeps it steady at speed. A board for riders who have their basics and want one board for everything.',
      'Le snowboard all-mountain qui sert de référence à beaucoup de riders : à l’aise sur piste, en snowpark et en poudreuse. Son cambre lui donne du pop et de l’accroche, et sa forme directionnelle le garde stable à haute vitesse. Une planche pour ceux qui maîtrisent les bases et veulent une seule board pour tout.',
      'Das Allmountain-Snowboard, an dem viele Rider alle anderen messen: zu Hause auf der Piste, im Park und im Tiefschnee. Die Vorspannung gibt Pop und Kantengriff, die Directional-Form hält es bei Tempo ruhig. Ein Board für alle, die die Grundlagen können und ein Board für alles wollen.',
      'Det all-mountain-snowboard, mange ryttere måler andre boards op imod: hjemme på pisten, i parken og i løs sne. Camberen giver pop og kantgreb, og den retningsbestemte form holder den stabil i høj fart. Et board til dig, der kan det grundlæggende og vil have ét board til alt.',
      'La tabla polivalente con la que muchos riders comparan las demás: cómoda en pista, en el snowpark y en nieve polvo. Su camber da pop y agarre de canto, y su forma direccional la mantiene estable a velocidad. Una tabla para quien domina lo básico y quiere una sola para todo.',
      'Allmountainbrädan som många åkare jämför alla andra med: hemma i backen, i parken och i lössnö. Cambern ger pop och kantgrepp, och den riktade formen håller den stabil i hög fart. En bräda för dig som kan grunderna och vill ha en enda bräda till allt.',
    ),
    specifications: [
      spec(LABEL.lengths, '154, 158, 162 cm'),
      spec(LABEL.waist, '252 mm (158 cm)'),
      spec(LABEL.rocker, text('Camber', 'Cambre', 'Camber', 'Camber', 'Camber', 'Camber')),
      spec(LABEL.shape, text('Directional twin', 'Twin directionnel', 'Directional Twin', 'Retningsbestemt twin', 'Twin direccional', 'Riktad twin')),
      spec(LABEL.flex, text('Medium (6/10)', 'Moyen (6/10)', 'Mittel (6/10)', 'Medium (6/10)', 'Media (6/10)', 'Medium (6/10)')),
      spec(LABEL.riderLevel, VALUE.intermediate),
    ],
  },
  1012: {
    description: text(
      'Everything to ski away with in one box: the Dynastar M-Pro 90 all-mountain skis in 178 cm with Look NX 12 bindings, and Atomic poles if you want them. We mount and adjust the bindings to your boots before dispatch, so the pack is ready for the slopes when it arrives.',
      'Tout pour partir skier dans un seul colis : les skis all-mountain Dynastar M-Pro 90 en 178 cm avec les fixations Look NX 12, et des bâtons Atomic si vous le souhaitez. Nous montons et réglons les fixations à vos chaussures avant l’envoi : le pack est prêt pour les pistes à son arrivée.',
      'Alles für den Skitag in einem Paket: die Allmountain-Ski Dynastar M-Pro 90 in 178 cm mit der Bindung Look NX 12 und auf Wunsch Atomic-Stöcke. Wir montieren die Bindung und stellen sie vor dem Versand auf Ihre Skischuhe ein, damit das Set pistenfertig ankommt.',
      'Alt til skiferien i én pakke: Dynastar M-Pro 90 all-mountain-ski i 178 cm med Look NX 12-bindinger og Atomic-stave, hvis du vil have dem. Vi monterer og justerer bindingerne til dine støvler før afsendelse, så pakken er klar til pisten, når den kommer.',
      'Todo para irse a esquiar en una sola caja: los esquís polivalentes Dynastar M-Pro 90 en 178 cm con fijaciones Look NX 12 y, si quieres, bastones Atomic. Montamos y ajustamos las fijaciones a tus botas antes del envío, así que el pack llega listo para la pista.',
      'Allt för att komma iväg i ett och samma paket: allmountainskidorna Dynastar M-Pro 90 i 178 cm med Look NX 12-bindningar, och Atomic-stavar om du vill. Vi monterar och ställer in bindningarna efter dina pjäxor före leverans, så paketet är klart för backen när det kommer.',
    ),
    specifications: [
      spec(
        LABEL.contents,
        text(
          'Skis, bindings, poles (optional)',
          'Skis, fixations, bâtons (en option)',
          'Ski, Bindung, Stöcke (optional)',
          'Ski, bindinger, stave (valgfrit)',
          'Esquís, fijaciones, bastones (opcional)',
          'Skidor, bindningar, stavar (valfritt)',
        ),
      ),
      spec(LABEL.length, '178 cm'),
      spec(LABEL.waist, '90 mm'),
      spec(LABEL.din, DIN_3_5_TO_12),
      spec(LABEL.level, VALUE.intermediate),
    ],
  },
  1013: {
    description: text(
      'Two complete junior sets for a family holiday: Rossignol Hero Junior skis in 130 cm, Look NX 12 bindings and Atomic poles for each child. Buying the pair together costs less than two separate sets, and the bindings are set up to each child’s boots and weight before we send them.',
      'Deux équipements junior complets pour les vacances en famille : skis Rossignol Hero Junior en 130 cm, fixations Look NX 12 et bâtons Atomic pour chaque enfant. La paire coûte moins cher que deux équipements séparés, et les fixations sont réglées selon les chaussures et le poids de chaque enfant avant l’envoi.',
      'Zwei komplette Kinder-Sets für den Familienurlaub: Rossignol Hero Junior Ski in 130 cm, Look NX 12 Bindung und Atomic-Stöcke für jedes Kind. Zusammen kosten sie weniger als zwei einzelne Sets, und die Bindungen werden vor dem Versand auf Schuhe und Gewicht jedes Kindes eingestellt.',
      'To komplette juniorsæt til familieferien: Rossignol Hero Junior-ski i 130 cm, Look NX 12-bindinger og Atomic-stave til hvert barn. Sammen koster de mindre end to sæt hver for sig, og bindingerne indstilles efter hvert barns støvler og vægt, før vi sender dem.',
      'Dos equipos infantiles completos para las vacaciones en familia: esquís Rossignol Hero Junior en 130 cm, fijaciones Look NX 12 y bastones Atomic para cada niño. Juntos cuestan menos que dos equipos por separado, y ajustamos las fijaciones a las botas y al peso de cada niño antes del envío.',
      'Två kompletta juniorpaket för familjesemestern: Rossignol Hero Junior-skidor i 130 cm, Look NX 12-bindningar och Atomic-stavar till varje barn. Tillsammans kostar de mindre än två separata paket, och bindningarna ställs in efter varje barns pjäxor och vikt innan vi skickar dem.',
    ),
    specifications: [
      spec(
        LABEL.contents,
        text(
          '2 pairs of skis, 2 pairs of bindings, 2 pairs of poles',
          '2 paires de skis, 2 paires de fixations, 2 paires de bâtons',
          '2 Paar Ski, 2 Bindungen, 2 Paar Stöcke',
          '2 par ski, 2 par bindinger, 2 par stave',
          '2 pares de esquís, 2 de fijaciones, 2 de bastones',
          '2 par skidor, 2 par bindningar, 2 par stavar',
        ),
      ),
      spec(LABEL.length, '130 cm'),
      spec(
        LABEL.age,
        text('About 8 to 11 years', 'Environ 8 à 11 ans', 'Etwa 8 bis 11 Jahre', 'Cirka 8 til 11 år', 'De 8 a 11 años aprox.', 'Cirka 8 till 11 år'),
      ),
      spec(LABEL.level, VALUE.beginner),
    ],
  },
};
