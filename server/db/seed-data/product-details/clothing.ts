import { text } from '../text.ts';
import { LABEL, spec, VALUE, type SeedProductDetails } from './labels.ts';

/** The helmet, jacket, base layer and goggles, by product id. */
export const CLOTHING_DETAILS: Record<number, SeedProductDetails> = {
  1007: {
    description: text(
      'A light helmet for skiers who go everywhere, from the piste to ski touring. A MIPS liner protects against the rotational forces of an angled fall, and the vents open and close with a slider, so your head stays cool on the climb and warm on the chairlift.',
      'Un casque léger pour les skieurs qui vont partout, de la piste au ski de randonnée. Sa doublure MIPS protège des forces de rotation lors d’une chute en biais, et les aérations s’ouvrent et se ferment d’un curseur : la tête reste au frais à la montée et au chaud sur le télésiège.',
      'Ein leichter Helm für alle, die überall unterwegs sind, von der Piste bis zur Skitour. Ein MIPS-Einsatz schützt vor den Drehkräften eines schrägen Sturzes, und die Belüftung öffnet und schließt ein Schieber: kühl im Aufstieg, warm im Sessellift.',
      'En let hjelm til skiløbere, der kommer vidt omkring, fra pisten til randonnée. Et MIPS-lag beskytter mod rotationskræfterne ved et skævt fald, og ventilationen åbnes og lukkes med en skyder, så hovedet holdes køligt på vej op og varmt i stoleliften.',
      'Un casco ligero para esquiadores que van a todas partes, de la pista a la travesía. Su forro MIPS protege de las fuerzas de rotación de una caída oblicua, y las ventilaciones se abren y cierran con un deslizador: la cabeza fresca al subir y caliente en el telesilla.',
      'En lätt hjälm för åkare som är överallt, från pisten till topptur. Ett MIPS-skikt skyddar mot rotationskrafterna vid ett snett fall, och ventilationen öppnas och stängs med ett reglage, så att huvudet hålls svalt i uppförsbacken och varmt i stolliften.',
    ),
    specifications: [
      spec(LABEL.sizes, 'S 53–56 cm, M 56–59 cm, L 59–62 cm'),
      spec(
        LABEL.safety,
        text(
          'MIPS, EN 1077 B and CE EN 12492',
          'MIPS, EN 1077 B et CE EN 12492',
          'MIPS, EN 1077 B und CE EN 12492',
          'MIPS, EN 1077 B og CE EN 12492',
          'MIPS, EN 1077 B y CE EN 12492',
          'MIPS, EN 1077 B och CE EN 12492',
        ),
      ),
      spec(LABEL.construction, text('In-mould shell', 'Coque in-mould', 'In-Mold-Schale', 'In-mould-skal', 'Carcasa in-mould', 'In-mould-skal')),
      spec(
        LABEL.vents,
        text(
          '10 vents, adjustable',
          '10 aérations réglables',
          '10 Öffnungen, regulierbar',
          '10 justerbare ventiler',
          '10 ventilaciones regulables',
          '10 justerbara ventiler',
        ),
      ),
      spec(LABEL.weight, '380 g (M)'),
    ],
  },
  1016: {
    description: text(
      'A warm, fully waterproof ski jacket for cold days on the piste. The 20,000 mm membrane and taped seams keep out wet snow, while the lightly padded body and underarm vents keep you comfortable from the first lift to the last run. With a powder skirt, helmet-sized hood and a ski pass pocket on the sleeve.',
      'Une veste de ski chaude et entièrement imperméable pour les journées froides sur les pistes. La membrane de 20 000 mm et les coutures étanchées arrêtent la neige mouillée, tandis que le rembourrage léger et les aérations sous les bras vous gardent à l’aise du premier télésiège à la dernière descente. Avec jupe pare-neige, capuche compatible casque et poche forfait sur la manche.',
      'Eine warme, vollständig wasserdichte Skijacke für kalte Pistentage. Die Membran mit 20.000 mm Wassersäule und verschweißte Nähte halten nassen Schnee draußen, die leichte Wattierung und Belüftung unter den Armen sorgen vom ersten Lift bis zur letzten Abfahrt für Wohlbefinden. Mit Schneefang, helmtauglicher Kapuze und Skipasstasche am Ärmel.',
      'En varm, helt vandtæt skijakke til kolde dage på pisten. Membranen på 20.000 mm og tapede sømme holder våd sne ude, mens den lette fyld og ventilationen under armene holder dig tilpas fra første lift til sidste nedkørsel. Med snefang, hætte der passer over hjelmen og liftkortlomme på ærmet.',
      'Una chaqueta de esquí cálida y totalmente impermeable para los días fríos en pista. La membrana de 20.000 mm y las costuras selladas frenan la nieve húmeda, y el acolchado ligero y las ventilaciones bajo los brazos te mantienen cómodo del primer remonte a la última bajada. Con faldón antinieve, capucha compatible con casco y bolsillo para el forfait en la manga.',
      'En varm, helt vattentät skidjacka för kalla dagar i backen. Membranet på 20 000 mm och tejpade sömmar håller blöt snö ute, medan den lätta vadderingen och ventilationen under armarna håller dig bekväm från första liften till sista åket. Med snölås, hjälmanpassad huva och liftkortsficka på ärmen.',
    ),
    specifications: [
      spec(LABEL.waterproofing, text('20,000 mm', '20 000 mm', '20.000 mm', '20.000 mm', '20.000 mm', '20 000 mm')),
      spec(LABEL.breathability, text('20,000 g/m²/24 h', '20 000 g/m²/24 h', '20.000 g/m²/24 h', '20.000 g/m²/24 t', '20.000 g/m²/24 h', '20 000 g/m²/24 h')),
      spec(
        LABEL.insulation,
        text('Synthetic, 80 g/m²', 'Synthétique, 80 g/m²', 'Kunstfaser, 80 g/m²', 'Syntetisk, 80 g/m²', 'Sintético, 80 g/m²', 'Syntet, 80 g/m²'),
      ),
      spec(
        LABEL.fit,
        text('Regular, hip length', 'Regular, longueur hanches', 'Regular, hüftlang', 'Regular, hoftelang', 'Regular, hasta la cadera', 'Regular, höftlång'),
      ),
      spec(LABEL.sizes, 'S–XL'),
    ],
  },
  1017: {
    description: text(
      'A merino wool base layer for every day on the snow. Merino keeps you warm when you stand still and dry when you work hard, and it does not hold odours, so you can wear it several days in a row. Flat seams sit comfortably under a jacket and a rucksack strap.',
      'Un haut technique en laine mérinos pour chaque journée sur la neige. Le mérinos tient chaud à l’arrêt et au sec dans l’effort, et il ne retient pas les odeurs : on le porte plusieurs jours de suite. Les coutures plates ne gênent ni sous la veste ni sous les bretelles du sac.',
      'Ein Funktionsshirt aus Merinowolle für jeden Tag im Schnee. Merino wärmt im Stehen, hält bei Anstrengung trocken und nimmt keine Gerüche an, sodass Sie es mehrere Tage hintereinander tragen können. Flache Nähte drücken weder unter der Jacke noch unter dem Rucksackgurt.',
      'En skiundertrøje i merinould til hver dag i sneen. Merino holder dig varm, når du står stille, og tør, når du arbejder hårdt, og den tager ikke lugt, så du kan bruge den flere dage i træk. Flade sømme sidder behageligt under jakken og rygsækkens remme.',
      'Una camiseta térmica de lana merino para cada día en la nieve. El merino abriga cuando estás parado, te mantiene seco cuando te esfuerzas y no retiene olores, así que puedes llevarla varios días seguidos. Las costuras planas no molestan bajo la chaqueta ni bajo las correas de la mochila.',
      'En underställströja i merinoull för varje dag i snön. Merino värmer när du står still, håller dig torr när du tar i och tar inte åt sig lukt, så du kan bära den flera dagar i rad. Platta sömmar skaver varken under jackan eller ryggsäckens remmar.',
    ),
    specifications: [
      spec(
        LABEL.material,
        text(
          '100% merino wool, 200 g/m²',
          '100 % laine mérinos, 200 g/m²',
          '100 % Merinowolle, 200 g/m²',
          '100 % merinould, 200 g/m²',
          '100 % lana merino, 200 g/m²',
          '100 % merinoull, 200 g/m²',
        ),
      ),
      spec(LABEL.fit, text('Close-fitting', 'Près du corps', 'Körpernah', 'Tætsiddende', 'Ajustado', 'Åtsittande')),
      spec(LABEL.construction, text('Flat seams', 'Coutures plates', 'Flachnähte', 'Flade sømme', 'Costuras planas', 'Platta sömmar')),
      spec(LABEL.care, VALUE.woolCare),
    ],
  },
  1018: {
    description: text(
      'Goggles with a wide cylindrical lens that give a clear view on sunny days and when the light goes flat. The double lens does not fog, the frame fits over most glasses, and the strap is made to sit on any ski helmet. They come with a second lens for grey days.',
      'Un masque à large écran cylindrique pour bien voir par grand soleil comme par jour blanc. Le double écran ne s’embue pas, la monture passe sur la plupart des lunettes de vue et la sangle tient sur tous les casques. Livré avec un second écran pour les jours gris.',
      'Eine Skibrille mit breiter zylindrischer Scheibe für klare Sicht bei Sonne und bei diffusem Licht. Die Doppelscheibe beschlägt nicht, der Rahmen passt über die meisten Brillen, und das Band sitzt auf jedem Skihelm. Mit einer zweiten Scheibe für graue Tage.',
      'Skibriller med et bredt cylindrisk glas, der giver klart udsyn både i solskin og i fladt lys. Det dobbelte glas dugger ikke, rammen passer over de fleste briller, og remmen sidder godt på enhver skihjelm. Med et ekstra glas til grå dage.',
      'Unas gafas con lente cilíndrica amplia para ver con claridad tanto con sol como con luz plana. La doble lente no se empaña, la montura cabe sobre la mayoría de gafas graduadas y la cinta se ajusta a cualquier casco. Incluyen una segunda lente para los días grises.',
      'Skidglasögon med en bred cylindrisk lins som ger klar sikt både i sol och i flatt ljus. Dubbellinsen immar inte igen, ramen passar över de flesta glasögon och bandet sitter på alla skidhjälmar. Med en extra lins för grå dagar.',
    ),
    specifications: [
      spec(
        LABEL.lens,
        text(
          'Cylindrical double lens, anti-fog',
          'Double écran cylindrique antibuée',
          'Zylindrische Doppelscheibe, beschlagfrei',
          'Cylindrisk dobbeltglas, antidug',
          'Doble lente cilíndrica antivaho',
          'Cylindrisk dubbellins, antiimma',
        ),
      ),
      spec(
        LABEL.lensCategory,
        text(
          'S3 and S1 (spare lens)',
          'S3 et S1 (écran de rechange)',
          'S3 und S1 (Ersatzscheibe)',
          'S3 og S1 (ekstra glas)',
          'S3 y S1 (lente de repuesto)',
          'S3 och S1 (extralins)',
        ),
      ),
      spec(
        LABEL.fit,
        text(
          'Medium, fits over glasses',
          'Moyen, compatible lunettes de vue',
          'Mittel, brillentauglich',
          'Medium, passer over briller',
          'Media, compatible con gafas',
          'Medium, passar över glasögon',
        ),
      ),
      spec(LABEL.safety, text('UV protection 100%', 'Protection UV 100 %', 'UV-Schutz 100 %', 'UV-beskyttelse 100 %', 'Protección UV 100 %', 'UV-skydd 100 %')),
    ],
  },
};

/** The ski passes, by product id. */
export const PASS_DETAILS: Record<number, SeedProductDetails> = {
  1014: {
    description: text(
      'Six consecutive days on the slopes of the Chamonix valley, from the gentle runs of Les Houches to the high, steep terrain of Grands Montets. The pass is loaded onto a hands-free card that we send to your home, so you can walk straight to the lifts on your first morning.',
      'Six jours consécutifs sur les pistes de la vallée de Chamonix, des pentes douces des Houches aux hauts sommets raides des Grands Montets. Le forfait est chargé sur une carte mains libres envoyée chez vous : le premier matin, vous allez directement aux remontées.',
      'Sechs aufeinanderfolgende Tage auf den Pisten des Chamonix-Tals, von den sanften Abfahrten in Les Houches bis zum hohen, steilen Gelände der Grands Montets. Der Skipass kommt auf einer Freihandkarte zu Ihnen nach Hause, sodass Sie am ersten Morgen direkt zum Lift gehen.',
      'Seks dage i træk på pisterne i Chamonix-dalen, fra de blide nedfarter i Les Houches til det høje, stejle terræn på Grands Montets. Liftkortet lægges på et håndfrit kort, som vi sender hjem til dig, så du kan gå direkte til liften den første morgen.',
      'Seis días seguidos en las pistas del valle de Chamonix, desde las suaves bajadas de Les Houches hasta el terreno alto y empinado de Grands Montets. El forfait va en una tarjeta manos libres que te enviamos a casa, para ir directo a los remontes la primera mañana.',
      'Sex dagar i rad i backarna i Chamonixdalen, från de mjuka nedfarterna i Les Houches till den höga, branta terrängen på Grands Montets. Liftkortet laddas på ett handsfree-kort som vi skickar hem till dig, så att du går direkt till liften första morgonen.',
    ),
    specifications: [
      spec(LABEL.resort, 'Chamonix Mont-Blanc'),
      spec(
        LABEL.validity,
        text('6 consecutive days', '6 jours consécutifs', '6 aufeinanderfolgende Tage', '6 dage i træk', '6 días consecutivos', '6 dagar i rad'),
      ),
      spec(
        LABEL.pistes,
        text(
          'About 170 km in the valley',
          'Environ 170 km dans la vallée',
          'Rund 170 km im Tal',
          'Cirka 170 km i dalen',
          'Unos 170 km en el valle',
          'Cirka 170 km i dalen',
        ),
      ),
      spec(LABEL.delivery, VALUE.passByPost),
    ],
  },
  1015: {
    description: text(
      'A day on the pistes of Les Arcs, from the long, sunny runs above Arc 1800 to the Aiguille Rouge at 3,226 m. A good choice for a first day of the holiday or a day trip from a neighbouring resort. The hands-free card is sent to your home before you travel.',
      'Une journée sur les pistes des Arcs, des longues descentes ensoleillées au-dessus d’Arc 1800 jusqu’à l’Aiguille Rouge à 3 226 m. Idéal pour un premier jour de vacances ou une sortie depuis une station voisine. La carte mains libres vous est envoyée avant le départ.',
      'Ein Tag auf den Pisten von Les Arcs, von den langen, sonnigen Abfahrten über Arc 1800 bis zur Aiguille Rouge auf 3.226 m. Gut für den ersten Urlaubstag oder einen Ausflug aus einem Nachbarort. Die Freihandkarte kommt vor der Reise zu Ihnen nach Hause.',
      'En dag på pisterne i Les Arcs, fra de lange, solrige nedfarter over Arc 1800 til Aiguille Rouge i 3.226 m. Et godt valg til ferien første dag eller en udflugt fra et nabosted. Det håndfrie kort sendes hjem til dig før afrejse.',
      'Un día en las pistas de Les Arcs, desde las largas bajadas soleadas sobre Arc 1800 hasta la Aiguille Rouge a 3.226 m. Ideal para el primer día de vacaciones o una escapada desde una estación vecina. La tarjeta manos libres llega a tu casa antes del viaje.',
      'En dag i backarna i Les Arcs, från de långa, soliga nedfarterna ovanför Arc 1800 till Aiguille Rouge på 3 226 m. Ett bra val för semesterns första dag eller en utflykt från en grannort. Handsfree-kortet skickas hem till dig före resan.',
    ),
    specifications: [
      spec(LABEL.resort, 'Les Arcs'),
      spec(LABEL.validity, text('1 day', '1 jour', '1 Tag', '1 dag', '1 día', '1 dag')),
      spec(LABEL.pistes, text('About 200 km', 'Environ 200 km', 'Rund 200 km', 'Cirka 200 km', 'Unos 200 km', 'Cirka 200 km')),
      spec(LABEL.delivery, VALUE.passByPost),
    ],
  },
};
