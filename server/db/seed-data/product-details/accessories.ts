import { text } from '../text.ts';
import { LABEL, spec, VALUE, type SeedProductDetails } from './labels.ts';

const SOCK_SIZES = spec(LABEL.sizes, '35–38, 39–42, 43–46');
const GLOVE_SIZES = spec(LABEL.sizes, 'S–XL');
const WOOL_CARE = spec(LABEL.care, VALUE.woolCare);

/**
 * The Summit accessories, by model: the sizes of a model share its family SKU (socks, gloves),
 * the colours of a beanie or neck warmer share their kind.
 */
export const ACCESSORY_DETAILS: Record<string, SeedProductDetails> = {
  beanie: {
    description: text(
      'A warm rib-knit beanie for the chairlift, the walk through the village and the evening on the terrace. The wool blend stays soft against the forehead, and the double cuff covers the ears.',
      'Un bonnet chaud en maille côtelée pour le télésiège, la balade au village et la soirée en terrasse. Le mélange de laine reste doux sur le front, et le double revers couvre bien les oreilles.',
      'Eine warme Rippstrickmütze für den Sessellift, den Weg durchs Dorf und den Abend auf der Terrasse. Die Wollmischung bleibt weich an der Stirn, der doppelte Umschlag bedeckt die Ohren.',
      'En varm rib-strikket hue til stoleliften, turen gennem byen og aftenen på terrassen. Uldblandingen er blød mod panden, og det dobbelte opslag dækker ørerne.',
      'Un gorro cálido de punto acanalado para el telesilla, el paseo por el pueblo y la tarde en la terraza. La mezcla de lana es suave en la frente y la doble vuelta cubre bien las orejas.',
      'En varm ribbstickad mössa för stolliften, promenaden genom byn och kvällen på terrassen. Ullblandningen är mjuk mot pannan, och den dubbla uppvikningen täcker öronen.',
    ),
    specifications: [
      spec(
        LABEL.material,
        text(
          '50% wool, 50% acrylic',
          '50 % laine, 50 % acrylique',
          '50 % Wolle, 50 % Polyacryl',
          '50 % uld, 50 % akryl',
          '50 % lana, 50 % acrílico',
          '50 % ull, 50 % akryl',
        ),
      ),
      spec(LABEL.sizes, text('One size', 'Taille unique', 'Einheitsgröße', 'Én størrelse', 'Talla única', 'En storlek')),
      WOOL_CARE,
    ],
  },
  'neck-warmer': {
    description: text(
      'A soft fleece neck warmer that closes the gap between jacket and helmet on windy lifts. Pull it up over the nose on the coldest runs; it fits in a pocket when the sun comes out.',
      'Un tour de cou en polaire douce qui ferme l’espace entre la veste et le casque sur les remontées ventées. On le remonte sur le nez dans les descentes les plus froides, et il tient dans une poche quand le soleil revient.',
      'Ein weicher Fleece-Halswärmer, der auf windigen Liften die Lücke zwischen Jacke und Helm schließt. Bei den kältesten Abfahrten ziehen Sie ihn über die Nase, und wenn die Sonne kommt, passt er in die Tasche.',
      'En blød halsedisse i fleece, der lukker hullet mellem jakke og hjelm i blæsende lifte. Træk den op over næsen på de koldeste nedkørsler; den kan ligge i lommen, når solen kommer frem.',
      'Un cuello de forro polar suave que cierra el hueco entre la chaqueta y el casco en los remontes con viento. Súbelo hasta la nariz en las bajadas más frías; cabe en un bolsillo cuando sale el sol.',
      'En mjuk halsvärmare i fleece som stänger glipan mellan jacka och hjälm i blåsiga liftar. Dra upp den över näsan i de kallaste åken; den får plats i fickan när solen tittar fram.',
    ),
    specifications: [
      spec(
        LABEL.material,
        text(
          'Recycled polyester fleece',
          'Polaire en polyester recyclé',
          'Fleece aus recyceltem Polyester',
          'Fleece af genbrugspolyester',
          'Forro polar de poliéster reciclado',
          'Fleece av återvunnen polyester',
        ),
      ),
      spec(LABEL.sizes, text('One size', 'Taille unique', 'Einheitsgröße', 'Én størrelse', 'Talla única', 'En storlek')),
      spec(
        LABEL.care,
        text(
          'Machine wash at 30 °C',
          'Lavage en machine à 30 °C',
          'Maschinenwäsche 30 °C',
          'Maskinvask 30 °C',
          'Lavado a máquina a 30 °C',
          'Maskintvätt 30 °C',
        ),
      ),
    ],
  },
  'SUM-SOCKS-MERINO': {
    description: text(
      'Mid-weight merino ski socks for long days in the boot. Padding over the shin and a thin, smooth foot keep the fit precise, and the wool keeps feet warm and dry without smelling after a day on the piste.',
      'Des chaussettes de ski mi-épaisses en mérinos pour les longues journées en chaussures. Le renfort au tibia et le pied fin et lisse gardent un chaussant précis, et la laine garde les pieds au chaud et au sec, sans odeur après une journée sur les pistes.',
      'Mittelstarke Merino-Skisocken für lange Tage im Skischuh. Polster am Schienbein und ein dünner, glatter Fußteil erhalten die präzise Passform, die Wolle hält die Füße warm und trocken, ohne nach einem Pistentag zu riechen.',
      'Mellemtykke skistrømper i merinould til lange dage i støvlerne. Polstring over skinnebenet og en tynd, glat fod bevarer den præcise pasform, og ulden holder fødderne varme og tørre uden at lugte efter en dag på pisten.',
      'Calcetines de esquí de merino de grosor medio para largas jornadas con botas. El refuerzo en la espinilla y un pie fino y liso mantienen un ajuste preciso, y la lana conserva los pies calientes y secos sin olores tras un día en pista.',
      'Mellantjocka skidstrumpor i merinoull för långa dagar i pjäxan. Stoppning över smalbenet och en tunn, slät fot behåller den precisa passformen, och ullen håller fötterna varma och torra utan att lukta efter en dag i backen.',
    ),
    specifications: [
      spec(
        LABEL.material,
        text(
          '70% merino wool, 30% polyamide',
          '70 % laine mérinos, 30 % polyamide',
          '70 % Merinowolle, 30 % Polyamid',
          '70 % merinould, 30 % polyamid',
          '70 % lana merino, 30 % poliamida',
          '70 % merinoull, 30 % polyamid',
        ),
      ),
      spec(LABEL.insulation, text('Medium', 'Moyenne', 'Mittel', 'Medium', 'Media', 'Medium')),
      SOCK_SIZES,
      WOOL_CARE,
    ],
  },
  'SUM-SOCKS-LIGHT': {
    description: text(
      'Thin ski socks for skiers who want to feel their boots: nothing bunches up under the foot, so a close-fitting boot keeps its precision. A good choice for spring skiing and for warm feet.',
      'Des chaussettes de ski fines pour ceux qui veulent sentir leurs chaussures : rien ne fait de pli sous le pied, et une chaussure ajustée garde toute sa précision. Idéales au printemps et pour les pieds qui ont chaud.',
      'Dünne Skisocken für alle, die ihren Schuh spüren wollen: Unter dem Fuß wirft nichts Falten, ein eng sitzender Schuh behält seine Präzision. Gut für Frühjahrsskilauf und warme Füße.',
      'Tynde skistrømper til dig, der vil mærke støvlen: intet folder sig under foden, så en tætsiddende støvle bevarer sin præcision. Et godt valg til forårsski og varme fødder.',
      'Calcetines de esquí finos para quien quiere sentir la bota: nada se arruga bajo el pie, así que una bota ajustada conserva su precisión. Ideales para esquiar en primavera y para pies calurosos.',
      'Tunna skidstrumpor för dig som vill känna pjäxan: inget veckar sig under foten, så en tajt pjäxa behåller sin precision. Ett bra val för vårskidåkning och varma fötter.',
    ),
    specifications: [
      spec(
        LABEL.material,
        text(
          'Polyamide and elastane',
          'Polyamide et élasthanne',
          'Polyamid und Elasthan',
          'Polyamid og elastan',
          'Poliamida y elastano',
          'Polyamid och elastan',
        ),
      ),
      spec(LABEL.insulation, text('Light', 'Légère', 'Leicht', 'Let', 'Ligera', 'Lätt')),
      SOCK_SIZES,
    ],
  },
  'SUM-SOCKS-WARM': {
    description: text(
      'Thick, fully cushioned ski socks for cold feet and January mornings. A wool-rich terry loop lines the whole sock, and the cuff stays up without squeezing the calf.',
      'Des chaussettes de ski épaisses et entièrement bouclettées pour les pieds frileux et les matins de janvier. Une bouclette riche en laine garnit toute la chaussette, et le haut tient sans serrer le mollet.',
      'Dicke, rundum gepolsterte Skisocken für kalte Füße und Januarmorgen. Frottee mit hohem Wollanteil kleidet die ganze Socke aus, der Bund hält, ohne die Wade einzuschnüren.',
      'Tykke, helt polstrede skistrømper til kolde fødder og januarmorgener. Frotté med meget uld dækker hele strømpen, og kanten bliver oppe uden at stramme om læggen.',
      'Calcetines de esquí gruesos y acolchados por completo para pies frioleros y mañanas de enero. Un rizo rico en lana forra todo el calcetín, y el puño se sujeta sin apretar la pantorrilla.',
      'Tjocka, helt stoppade skidstrumpor för frusna fötter och januarimorgnar. Frotté med hög ullhalt fodrar hela strumpan, och resåren sitter kvar utan att strama om vaden.',
    ),
    specifications: [
      spec(
        LABEL.material,
        text(
          '60% wool, 40% polyamide',
          '60 % laine, 40 % polyamide',
          '60 % Wolle, 40 % Polyamid',
          '60 % uld, 40 % polyamid',
          '60 % lana, 40 % poliamida',
          '60 % ull, 40 % polyamid',
        ),
      ),
      spec(LABEL.insulation, text('Warm', 'Chaude', 'Warm', 'Varm', 'Cálida', 'Varm')),
      SOCK_SIZES,
      WOOL_CARE,
    ],
  },
  'SUM-SOCKS-JUNIOR': {
    description: text(
      'Ski socks made for children’s feet and ski boots: soft padding where the boot presses, a seamless toe and a cuff that stays up all day. Easy to pull on, even with cold hands in the car park.',
      'Des chaussettes de ski pensées pour les pieds et les chaussures des enfants : un rembourrage doux là où la chaussure appuie, une pointe sans couture et un haut qui tient toute la journée. Faciles à enfiler, même avec des mains froides sur le parking.',
      'Skisocken für Kinderfüße und Kinderskischuhe: weiche Polster, wo der Schuh drückt, eine nahtlose Spitze und ein Bund, der den ganzen Tag hält. Leicht anzuziehen, auch mit kalten Händen auf dem Parkplatz.',
      'Skistrømper lavet til børnefødder og børnestøvler: blød polstring, hvor støvlen trykker, en tå uden søm og en kant, der sidder hele dagen. Nemme at få på, selv med kolde hænder på parkeringspladsen.',
      'Calcetines de esquí pensados para los pies y las botas de los niños: acolchado suave donde aprieta la bota, puntera sin costuras y un puño que aguanta todo el día. Fáciles de poner, incluso con las manos frías en el aparcamiento.',
      'Skidstrumpor gjorda för barnfötter och barnpjäxor: mjuk stoppning där pjäxan trycker, en sömlös tå och en resår som sitter hela dagen. Lätta att dra på, även med kalla händer på parkeringen.',
    ),
    specifications: [
      spec(LABEL.material, text('Wool blend', 'Mélange de laine', 'Wollmischung', 'Uldblanding', 'Mezcla de lana', 'Ullblandning')),
      spec(LABEL.insulation, text('Medium', 'Moyenne', 'Mittel', 'Medium', 'Media', 'Medium')),
      SOCK_SIZES,
      WOOL_CARE,
    ],
  },
  'SUM-GLOVES-LEATHER': {
    description: text(
      'Classic goatskin ski gloves that get better with every season. The leather grips poles well and stands up to ski edges, and a waterproof insert and warm lining keep hands dry on snowy days.',
      'Des gants de ski classiques en cuir de chèvre qui se bonifient à chaque saison. Le cuir tient bien les bâtons et résiste aux carres, et une membrane imperméable et une doublure chaude gardent les mains au sec les jours de neige.',
      'Klassische Skihandschuhe aus Ziegenleder, die mit jeder Saison besser werden. Das Leder greift die Stöcke gut und hält Skikanten stand, eine wasserdichte Membran und warmes Futter halten die Hände an Schneetagen trocken.',
      'Klassiske skihandsker i gedeskind, der bliver bedre for hver sæson. Læderet giver godt greb om stavene og tåler skikanterne, og en vandtæt membran og varmt for holder hænderne tørre på snedage.',
      'Guantes de esquí clásicos de piel de cabra que mejoran con cada temporada. La piel agarra bien los bastones y aguanta los cantos, y una membrana impermeable y un forro cálido mantienen las manos secas los días de nieve.',
      'Klassiska skidhandskar i getskinn som blir bättre för varje säsong. Skinnet ger bra grepp om stavarna och tål skidkanterna, och ett vattentätt membran och varmt foder håller händerna torra när det snöar.',
    ),
    specifications: [
      spec(LABEL.material, text('Goatskin leather', 'Cuir de chèvre', 'Ziegenleder', 'Gedeskind', 'Piel de cabra', 'Getskinn')),
      spec(
        LABEL.waterproofing,
        text('Waterproof insert', 'Membrane imperméable', 'Wasserdichte Membran', 'Vandtæt membran', 'Membrana impermeable', 'Vattentätt membran'),
      ),
      spec(
        LABEL.insulation,
        text('Synthetic, 150 g/m²', 'Synthétique, 150 g/m²', 'Kunstfaser, 150 g/m²', 'Syntetisk, 150 g/m²', 'Sintético, 150 g/m²', 'Syntet, 150 g/m²'),
      ),
      GLOVE_SIZES,
    ],
  },
  'SUM-GLOVES-SOFTSHELL': {
    description: text(
      'Light softshell gloves for mild days, ski touring and cross-country skiing. They stretch with the hand, let the heat out on the climb and keep the wind off on the way down; touchscreen fingertips work with your phone.',
      'Des gants légers en softshell pour les journées douces, le ski de randonnée et le ski de fond. Ils suivent la main, évacuent la chaleur à la montée et coupent le vent à la descente ; le bout des doigts fonctionne sur l’écran du téléphone.',
      'Leichte Softshell-Handschuhe für milde Tage, Skitouren und Langlauf. Sie dehnen sich mit der Hand, lassen im Aufstieg Wärme hinaus und halten in der Abfahrt den Wind ab; die Fingerkuppen bedienen das Smartphone.',
      'Lette softshell-handsker til milde dage, randonnée og langrend. De følger håndens bevægelser, lukker varmen ud på vej op og holder vinden ude på vej ned; fingerspidserne virker på telefonens skærm.',
      'Guantes ligeros de softshell para días templados, esquí de travesía y esquí de fondo. Se adaptan a la mano, dejan salir el calor en la subida y frenan el viento en la bajada; las yemas funcionan con la pantalla del móvil.',
      'Lätta softshellhandskar för milda dagar, topptur och längdskidåkning. De följer handen, släpper ut värmen i uppförsbacken och stänger ute vinden på vägen ner; fingertopparna fungerar på mobilens skärm.',
    ),
    specifications: [
      spec(
        LABEL.material,
        text(
          'Softshell, synthetic leather palm',
          'Softshell, paume en cuir synthétique',
          'Softshell, Handfläche aus Kunstleder',
          'Softshell, håndflade i kunstlæder',
          'Softshell, palma de piel sintética',
          'Softshell, handflata i konstläder',
        ),
      ),
      spec(
        LABEL.insulation,
        text('Light fleece lining', 'Doublure polaire légère', 'Leichtes Fleecefutter', 'Let fleecefor', 'Forro polar ligero', 'Lätt fleecefoder'),
      ),
      GLOVE_SIZES,
    ],
  },
  'SUM-GLOVES-MITTENS': {
    description: text(
      'Warm mittens for skiers whose fingers get cold first: the fingers share their warmth, so mittens stay warmer than any glove. A waterproof shell, long cuffs over the jacket sleeve and wrist leashes that keep them on the lift.',
      'Des moufles chaudes pour ceux qui ont froid aux doigts en premier : les doigts se tiennent chaud ensemble, et une moufle reste plus chaude que n’importe quel gant. Tissu imperméable, longues manchettes par-dessus la veste et dragonnes pour ne pas les perdre sur le télésiège.',
      'Warme Fäustlinge für alle, deren Finger zuerst frieren: Die Finger wärmen sich gegenseitig, darum bleiben Fäustlinge wärmer als jeder Fingerhandschuh. Wasserdichtes Obermaterial, lange Stulpen über dem Jackenärmel und Handgelenkschlaufen für den Lift.',
      'Varme luffer til dig, der først fryser om fingrene: fingrene varmer hinanden, så luffer holder varmen bedre end nogen handske. Vandtæt yderstof, lange krave over jakkeærmet og håndledsstropper, så de bliver på i liften.',
      'Manoplas cálidas para quien siente el frío primero en los dedos: los dedos se dan calor entre sí, así que una manopla abriga más que cualquier guante. Exterior impermeable, puños largos sobre la manga y cordones de muñeca para no perderlas en el telesilla.',
      'Varma tumvantar för dig som fryser om fingrarna först: fingrarna värmer varandra, så tumvantar håller värmen bättre än alla handskar. Vattentätt ytterskikt, långa muddar över jackärmen och handledsremmar så att de sitter kvar i liften.',
    ),
    specifications: [
      spec(
        LABEL.waterproofing,
        text('Waterproof insert', 'Membrane imperméable', 'Wasserdichte Membran', 'Vandtæt membran', 'Membrana impermeable', 'Vattentätt membran'),
      ),
      spec(
        LABEL.insulation,
        text('Synthetic, 200 g/m²', 'Synthétique, 200 g/m²', 'Kunstfaser, 200 g/m²', 'Syntetisk, 200 g/m²', 'Sintético, 200 g/m²', 'Syntet, 200 g/m²'),
      ),
      GLOVE_SIZES,
    ],
  },
};
