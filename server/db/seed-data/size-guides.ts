import { BRAND } from './brands.ts';
import { CATEGORY } from './categories.ts';
import { text, type Text } from './text.ts';

/*
 * The demo's size guides: real size tables per product type, and per brand where the brand
 * sizes its own way. Sizes and measurements read the same in every language; captions,
 * headings and advice are in the six seed languages.
 */

export interface SeedSizeTable {
  caption: Text;
  columns: Text[];
  rows: string[][];
}

export interface SeedSizeGuide {
  identifier: string;
  categoryId: number;
  brandId: number | null;
  title: Text;
  intro: Text[];
  tables: SeedSizeTable[];
  tips: Text[];
}

const same = (value: string): Text => text(value, value, value, value, value, value);

const COLUMN = {
  mondopoint: text('Mondopoint (cm)', 'Mondopoint (cm)', 'Mondopoint (cm)', 'Mondopoint (cm)', 'Mondopoint (cm)', 'Mondopoint (cm)'),
  eu: same('EU'),
  uk: text('UK', 'UK', 'UK', 'UK', 'UK', 'UK'),
  usMen: text('US men', 'US homme', 'US Herren', 'US herre', 'US hombre', 'US herr'),
  usWomen: text('US women', 'US femme', 'US Damen', 'US dame', 'US mujer', 'US dam'),
  size: text('Size', 'Taille', 'Größe', 'Størrelse', 'Talla', 'Storlek'),
  height: text('Your height', 'Votre taille', 'Ihre Körpergröße', 'Din højde', 'Tu altura', 'Din längd'),
} as const;

const SKI_BOOTS: SeedSizeGuide = {
  identifier: 'ski-boots-size-guide',
  categoryId: CATEGORY.skiBoots,
  brandId: null,
  title: text(
    'Ski boot size guide',
    'Guide des tailles de chaussures de ski',
    'Größentabelle für Skischuhe',
    'Størrelsesguide til skistøvler',
    'Guía de tallas de botas de esquí',
    'Storleksguide för pjäxor',
  ),
  intro: [
    text(
      'Ski boots are sized in Mondopoint: the length of your foot in centimetres. Measure both feet and go by the longer one.',
      'Les chaussures de ski se mesurent en Mondopoint : la longueur de votre pied en centimètres. Mesurez vos deux pieds et retenez le plus long.',
      'Skischuhe werden in Mondopoint angegeben: der Länge Ihres Fußes in Zentimetern. Messen Sie beide Füße und richten Sie sich nach dem längeren.',
      'Skistøvler måles i Mondopoint: din fods længde i centimeter. Mål begge fødder, og gå efter den længste.',
      'Las botas de esquí se miden en Mondopoint: la longitud de tu pie en centímetros. Mide los dos pies y quédate con el más largo.',
      'Pjäxor storleksmärks i Mondopoint: din fots längd i centimeter. Mät båda fötterna och utgå från den längsta.',
    ),
  ],
  tables: [
    {
      caption: text(
        'Mondopoint and shoe sizes',
        'Mondopoint et pointures',
        'Mondopoint und Schuhgrößen',
        'Mondopoint og skostørrelser',
        'Mondopoint y tallas de calzado',
        'Mondopoint och skostorlekar',
      ),
      columns: [COLUMN.mondopoint, COLUMN.eu, COLUMN.uk, COLUMN.usMen, COLUMN.usWomen],
      rows: [
        ['22.5', '36', '3.5', '4.5', '5.5'],
        ['23.5', '37', '4.5', '5.5', '6.5'],
        ['24.5', '38.5', '5.5', '6.5', '7.5'],
        ['25.5', '40', '6.5', '7.5', '8.5'],
        ['26.5', '41.5', '7.5', '8.5', '9.5'],
        ['27.5', '42.5', '8.5', '9.5', '10.5'],
        ['28.5', '44', '9.5', '10.5', '11.5'],
        ['29.5', '45.5', '10.5', '11.5', '–'],
        ['30.5', '47', '11.5', '12.5', '–'],
      ],
    },
  ],
  tips: [
    text(
      'Stand on a sheet of paper with your heel against a wall, mark the tip of your longest toe and measure the distance in centimetres.',
      'Posez le pied sur une feuille, talon contre un mur, marquez le bout de l’orteil le plus long et mesurez la distance en centimètres.',
      'Stellen Sie sich mit der Ferse an eine Wand auf ein Blatt Papier, markieren Sie die Spitze des längsten Zehs und messen Sie den Abstand in Zentimetern.',
      'Stil dig på et stykke papir med hælen mod en væg, markér spidsen af den længste tå, og mål afstanden i centimeter.',
      'Ponte de pie sobre una hoja con el talón contra la pared, marca la punta del dedo más largo y mide la distancia en centímetros.',
      'Ställ dig på ett papper med hälen mot en vägg, markera spetsen på den längsta tån och mät avståndet i centimeter.',
    ),
    text(
      'Measure in the evening, when feet are at their largest, wearing thin ski socks.',
      'Mesurez en fin de journée, quand les pieds sont le plus gonflés, avec des chaussettes de ski fines.',
      'Messen Sie abends, wenn die Füße am größten sind, und tragen Sie dabei dünne Skisocken.',
      'Mål om aftenen, hvor fødderne er størst, med tynde skistrømper på.',
      'Mide por la tarde, cuando los pies están más hinchados, con calcetines de esquí finos.',
      'Mät på kvällen, när fötterna är som störst, med tunna skidstrumpor på.',
    ),
    text(
      'Between two sizes, take the smaller one for a precise fit: the liner settles after a few days on the slopes.',
      'Entre deux tailles, prenez la plus petite pour un bon maintien : le chausson se tasse après quelques jours de ski.',
      'Zwischen zwei Größen nehmen Sie die kleinere für einen präzisen Sitz: Der Innenschuh gibt nach einigen Skitagen nach.',
      'Mellem to størrelser skal du vælge den mindste for en præcis pasform: inderstøvlen sætter sig efter nogle dage på pisten.',
      'Entre dos tallas, elige la más pequeña para un ajuste preciso: el botín se adapta tras unos días en pistas.',
      'Mellan två storlekar väljer du den mindre för bäst passform: innerskon formar sig efter några dagar i backen.',
    ),
  ],
};

const SALOMON_SKI_BOOTS: SeedSizeGuide = {
  identifier: 'salomon-ski-boots-size-guide',
  categoryId: CATEGORY.skiBoots,
  brandId: BRAND.salomon,
  title: text(
    'Salomon ski boot size guide',
    'Guide des tailles de chaussures de ski Salomon',
    'Größentabelle für Salomon-Skischuhe',
    'Størrelsesguide til Salomon-skistøvler',
    'Guía de tallas de botas de esquí Salomon',
    'Storleksguide för Salomon-pjäxor',
  ),
  intro: [
    text(
      'Salomon boots come in half Mondopoint sizes. Two half sizes share one shell, so their sole length, the setting of your bindings, is the same.',
      'Les chaussures Salomon existent en demi-tailles Mondopoint. Deux demi-tailles partagent la même coque : leur longueur de semelle, qui sert au réglage des fixations, est identique.',
      'Salomon-Skischuhe gibt es in halben Mondopoint-Größen. Zwei halbe Größen teilen sich eine Schale, daher ist ihre Sohlenlänge, nach der die Bindung eingestellt wird, gleich.',
      'Salomon-støvler fås i halve Mondopoint-størrelser. To halve størrelser deler samme skal, så sålelængden, som bindingerne indstilles efter, er den samme.',
      'Las botas Salomon se fabrican en medias tallas Mondopoint. Dos medias tallas comparten la misma carcasa, así que su longitud de suela, con la que se ajustan las fijaciones, es la misma.',
      'Salomons pjäxor finns i halva Mondopointstorlekar. Två halvstorlekar delar samma skal, så sullängden, som bindningen ställs in efter, är densamma.',
    ),
  ],
  tables: [
    {
      caption: text(
        'Salomon S/Pro sizes and sole lengths',
        'Tailles Salomon S/Pro et longueurs de semelle',
        'Salomon S/Pro: Größen und Sohlenlängen',
        'Salomon S/Pro: størrelser og sålelængder',
        'Salomon S/Pro: tallas y longitudes de suela',
        'Salomon S/Pro: storlekar och sullängder',
      ),
      columns: [
        COLUMN.mondopoint,
        text('Sole length (mm)', 'Longueur de semelle (mm)', 'Sohlenlänge (mm)', 'Sålelængde (mm)', 'Longitud de suela (mm)', 'Sullängd (mm)'),
        COLUMN.eu,
        COLUMN.uk,
      ],
      rows: [
        ['25.5', '295', '40', '6.5'],
        ['26', '305', '41', '7'],
        ['26.5', '305', '41.5', '7.5'],
        ['27', '315', '42', '8'],
        ['27.5', '315', '42.5', '8.5'],
        ['28', '325', '43', '9'],
        ['28.5', '325', '44', '9.5'],
      ],
    },
  ],
  tips: [
    text(
      'The sole length is printed on the heel of the shell: give it to the technician who adjusts your bindings.',
      'La longueur de semelle est inscrite sur le talon de la coque : indiquez-la au technicien qui règle vos fixations.',
      'Die Sohlenlänge steht auf der Ferse der Schale: Nennen Sie sie dem Techniker, der Ihre Bindung einstellt.',
      'Sålelængden står på skallens hæl: oplys den til teknikeren, der indstiller dine bindinger.',
      'La longitud de suela está impresa en el talón de la carcasa: díselo al técnico que ajuste tus fijaciones.',
      'Sullängden står på skalets häl: uppge den för teknikern som ställer in dina bindningar.',
    ),
  ],
};

const SKIS: SeedSizeGuide = {
  identifier: 'skis-size-guide',
  categoryId: CATEGORY.skis,
  brandId: null,
  title: text(
    'Ski length guide',
    'Guide des longueurs de skis',
    'Ratgeber Skilänge',
    'Guide til skilængde',
    'Guía de longitud de esquís',
    'Guide för skidlängd',
  ),
  intro: [
    text(
      'The right length depends on your height, your level and where you like to ski. Find your height, then your level.',
      'La bonne longueur dépend de votre taille, de votre niveau et de votre pratique. Trouvez votre taille, puis votre niveau.',
      'Die richtige Länge hängt von Ihrer Körpergröße, Ihrem Können und Ihrem Einsatzbereich ab. Suchen Sie Ihre Größe, dann Ihr Niveau.',
      'Den rigtige længde afhænger af din højde, dit niveau og hvor du kan lide at stå på ski. Find din højde og derefter dit niveau.',
      'La longitud adecuada depende de tu altura, tu nivel y dónde te gusta esquiar. Busca tu altura y luego tu nivel.',
      'Rätt längd beror på din längd, din nivå och var du helst åker. Leta upp din längd och sedan din nivå.',
    ),
  ],
  tables: [
    {
      caption: text('Adult skis', 'Skis adulte', 'Ski für Erwachsene', 'Ski til voksne', 'Esquís de adulto', 'Skidor för vuxna'),
      columns: [
        COLUMN.height,
        text('Beginner', 'Débutant', 'Anfänger', 'Begynder', 'Principiante', 'Nybörjare'),
        text('Intermediate', 'Intermédiaire', 'Fortgeschritten', 'Øvet', 'Intermedio', 'Medel'),
        text('Expert', 'Expert', 'Experte', 'Ekspert', 'Experto', 'Expert'),
      ],
      rows: [
        ['150 cm', '130–140 cm', '140–145 cm', '145–150 cm'],
        ['160 cm', '140–150 cm', '150–155 cm', '155–160 cm'],
        ['170 cm', '150–160 cm', '160–165 cm', '165–170 cm'],
        ['180 cm', '160–170 cm', '170–175 cm', '175–180 cm'],
        ['190 cm', '170–180 cm', '180–185 cm', '185–190 cm'],
      ],
    },
    {
      caption: text('Junior skis', 'Skis junior', 'Junior-Ski', 'Juniorski', 'Esquís júnior', 'Juniorskidor'),
      columns: [
        text('Child’s height', 'Taille de l’enfant', 'Größe des Kindes', 'Barnets højde', 'Altura del niño', 'Barnets längd'),
        text('Ski length', 'Longueur de ski', 'Skilänge', 'Skilængde', 'Longitud del esquí', 'Skidlängd'),
      ],
      rows: [
        ['100 cm', '80–90 cm'],
        ['110 cm', '90–100 cm'],
        ['120 cm', '100–110 cm'],
        ['130 cm', '110–120 cm'],
        ['140 cm', '120–130 cm'],
      ],
    },
  ],
  tips: [
    text(
      'Longer skis are steadier at speed and float off-piste; shorter ones turn more easily and suit learning.',
      'Des skis plus longs sont plus stables à vitesse élevée et portent mieux en hors-piste ; plus courts, ils tournent plus facilement et conviennent à l’apprentissage.',
      'Längere Ski laufen ruhiger bei hohem Tempo und tragen im Tiefschnee; kürzere drehen leichter und eignen sich zum Lernen.',
      'Længere ski er mere stabile i høj fart og bærer bedre i løssne; kortere ski drejer lettere og egner sig til at lære.',
      'Los esquís largos son más estables a alta velocidad y flotan mejor fuera de pista; los cortos giran con más facilidad y son ideales para aprender.',
      'Längre skidor är stabilare i hög fart och flyter bättre i lössnö; kortare svänger lättare och passar när man lär sig.',
    ),
    text(
      'Heavier than most people of your height? Take the next length up.',
      'Plus lourd que la moyenne pour votre taille ? Prenez la longueur au-dessus.',
      'Schwerer als die meisten Menschen Ihrer Größe? Nehmen Sie die nächste Länge.',
      'Tungere end de fleste med din højde? Vælg den næste længde op.',
      '¿Pesas más que la media para tu altura? Elige la longitud siguiente.',
      'Väger du mer än de flesta med din längd? Välj nästa längd upp.',
    ),
  ],
};

const ROSSIGNOL_SKI_JACKETS: SeedSizeGuide = {
  identifier: 'rossignol-ski-jackets-size-guide',
  categoryId: CATEGORY.skiJackets,
  brandId: BRAND.rossignol,
  title: text(
    'Rossignol ski jacket size guide',
    'Guide des tailles de vestes de ski Rossignol',
    'Größentabelle für Rossignol-Skijacken',
    'Størrelsesguide til Rossignol-skijakker',
    'Guía de tallas de chaquetas de esquí Rossignol',
    'Storleksguide för Rossignols skidjackor',
  ),
  intro: [
    text(
      'Rossignol jackets are cut to be worn over a base layer and a mid-layer. Choose by your chest measurement.',
      'Les vestes Rossignol sont coupées pour se porter sur une première et une deuxième couche. Choisissez selon votre tour de poitrine.',
      'Rossignol-Jacken sind so geschnitten, dass sie über einer Funktions- und einer Zwischenschicht sitzen. Wählen Sie nach Ihrem Brustumfang.',
      'Rossignol-jakker er skåret til at blive båret over et basislag og et mellemlag. Vælg efter dit brystmål.',
      'Las chaquetas Rossignol están pensadas para llevarse sobre una primera y una segunda capa. Elige según tu contorno de pecho.',
      'Rossignols jackor är skurna för att bäras över ett baslager och ett mellanlager. Välj efter ditt bröstmått.',
    ),
  ],
  tables: [
    {
      caption: text(
        'Chest measurements and size equivalents',
        'Tours de poitrine et équivalences de tailles',
        'Brustumfang und Größenentsprechungen',
        'Brystmål og tilsvarende størrelser',
        'Contorno de pecho y equivalencias de tallas',
        'Bröstmått och motsvarande storlekar',
      ),
      columns: [
        COLUMN.size,
        text('Chest (cm)', 'Tour de poitrine (cm)', 'Brustumfang (cm)', 'Brystmål (cm)', 'Pecho (cm)', 'Bröstmått (cm)'),
        COLUMN.eu,
        text('UK (chest, in)', 'UK (poitrine, pouces)', 'UK (Brust, Zoll)', 'UK (bryst, tommer)', 'UK (pecho, pulgadas)', 'UK (bröst, tum)'),
        text('US (chest, in)', 'US (poitrine, pouces)', 'US (Brust, Zoll)', 'US (bryst, tommer)', 'US (pecho, pulgadas)', 'US (bröst, tum)'),
      ],
      rows: [
        ['S', '88–96', '46', '36', '36'],
        ['M', '96–104', '48–50', '38–40', '38–40'],
        ['L', '104–112', '52', '42', '42'],
        ['XL', '112–120', '54–56', '44–46', '44–46'],
      ],
    },
  ],
  tips: [
    text(
      'Measure around the fullest part of your chest, under the arms, keeping the tape level.',
      'Mesurez autour de la partie la plus forte de la poitrine, sous les bras, en gardant le mètre à l’horizontale.',
      'Messen Sie an der stärksten Stelle der Brust unter den Armen und halten Sie das Maßband waagerecht.',
      'Mål rundt om den bredeste del af brystet under armene, og hold målebåndet vandret.',
      'Mide alrededor de la parte más ancha del pecho, bajo los brazos, con la cinta horizontal.',
      'Mät runt den bredaste delen av bröstet under armarna och håll måttbandet vågrätt.',
    ),
    text(
      'Between two sizes, take the larger one if you ski with a thick mid-layer.',
      'Entre deux tailles, prenez la plus grande si vous skiez avec une polaire épaisse.',
      'Zwischen zwei Größen nehmen Sie die größere, wenn Sie mit einer dicken Zwischenschicht fahren.',
      'Mellem to størrelser skal du tage den største, hvis du står på ski med et tykt mellemlag.',
      'Entre dos tallas, elige la mayor si esquías con una segunda capa gruesa.',
      'Mellan två storlekar tar du den större om du åker med ett tjockt mellanlager.',
    ),
  ],
};

const SKI_HELMETS: SeedSizeGuide = {
  identifier: 'ski-helmets-size-guide',
  categoryId: CATEGORY.skiHelmets,
  brandId: null,
  title: text(
    'Ski helmet size guide',
    'Guide des tailles de casques de ski',
    'Größentabelle für Skihelme',
    'Størrelsesguide til skihjelme',
    'Guía de tallas de cascos de esquí',
    'Storleksguide för skidhjälmar',
  ),
  intro: [
    text(
      'A helmet protects only when it fits: choose by the circumference of your head.',
      'Un casque ne protège que s’il est bien ajusté : choisissez selon votre tour de tête.',
      'Ein Helm schützt nur, wenn er passt: Wählen Sie nach Ihrem Kopfumfang.',
      'En hjelm beskytter kun, når den passer: vælg efter dit hovedmål.',
      'Un casco solo protege si se ajusta bien: elige según tu contorno de cabeza.',
      'En hjälm skyddar bara när den sitter rätt: välj efter ditt huvudmått.',
    ),
  ],
  tables: [
    {
      caption: text('Head circumference', 'Tour de tête', 'Kopfumfang', 'Hovedmål', 'Contorno de cabeza', 'Huvudmått'),
      columns: [COLUMN.size, text('Head (cm)', 'Tour de tête (cm)', 'Kopfumfang (cm)', 'Hovedmål (cm)', 'Cabeza (cm)', 'Huvudmått (cm)')],
      rows: [
        ['S', '51–55'],
        ['M', '55–59'],
        ['L', '59–63'],
      ],
    },
  ],
  tips: [
    text(
      'Measure around your head about 1 cm above the eyebrows and the ears.',
      'Mesurez le tour de la tête environ 1 cm au-dessus des sourcils et des oreilles.',
      'Messen Sie den Kopfumfang etwa 1 cm über den Augenbrauen und den Ohren.',
      'Mål rundt om hovedet ca. 1 cm over øjenbrynene og ørerne.',
      'Mide el contorno de la cabeza a 1 cm por encima de las cejas y las orejas.',
      'Mät runt huvudet ungefär 1 cm ovanför ögonbrynen och öronen.',
    ),
    text(
      'With the strap open, the helmet should sit level and stay in place when you shake your head.',
      'Jugulaire ouverte, le casque doit rester droit et ne pas bouger quand vous secouez la tête.',
      'Mit offenem Kinnriemen sollte der Helm gerade sitzen und beim Kopfschütteln nicht verrutschen.',
      'Med åben hagerem skal hjelmen sidde lige og blive på plads, når du ryster på hovedet.',
      'Con la correa abierta, el casco debe quedar recto y no moverse al sacudir la cabeza.',
      'Med öppen hakrem ska hjälmen sitta rakt och ligga kvar när du skakar på huvudet.',
    ),
  ],
};

const BURTON_SNOWBOARDS: SeedSizeGuide = {
  identifier: 'burton-snowboards-size-guide',
  categoryId: CATEGORY.snowboards,
  brandId: BRAND.burton,
  title: text(
    'Burton snowboard size guide',
    'Guide des tailles de snowboards Burton',
    'Größentabelle für Burton-Snowboards',
    'Størrelsesguide til Burton-snowboards',
    'Guía de tallas de snowboards Burton',
    'Storleksguide för Burtons snowboards',
  ),
  intro: [
    text(
      'Burton sizes its boards by rider weight first, since your weight is what flexes the board; your height comes second.',
      'Burton dimensionne ses planches d’abord selon le poids du rider, car c’est lui qui fait fléchir la planche ; la taille vient ensuite.',
      'Burton bemisst seine Boards zuerst nach dem Gewicht, denn das Gewicht biegt das Board; die Körpergröße kommt danach.',
      'Burton vælger boardstørrelse efter vægt først, fordi det er vægten, der bøjer boardet; højden kommer bagefter.',
      'Burton dimensiona sus tablas primero por el peso del rider, porque es el peso lo que flexiona la tabla; la altura viene después.',
      'Burton väljer brädstorlek efter vikt i första hand, eftersom det är vikten som böjer brädan; längden kommer i andra hand.',
    ),
  ],
  tables: [
    {
      caption: text(
        'Board length by rider weight',
        'Longueur de planche selon le poids',
        'Boardlänge nach Gewicht',
        'Boardlængde efter vægt',
        'Longitud de la tabla según el peso',
        'Brädlängd efter vikt',
      ),
      columns: [
        text('Weight (kg)', 'Poids (kg)', 'Gewicht (kg)', 'Vægt (kg)', 'Peso (kg)', 'Vikt (kg)'),
        text('Board length (cm)', 'Longueur de planche (cm)', 'Boardlänge (cm)', 'Boardlængde (cm)', 'Longitud de tabla (cm)', 'Brädlängd (cm)'),
        text('Height (cm)', 'Taille (cm)', 'Körpergröße (cm)', 'Højde (cm)', 'Altura (cm)', 'Längd (cm)'),
      ],
      rows: [
        ['45–59', '146–152', '155–165'],
        ['54–73', '152–156', '165–175'],
        ['64–82', '154–158', '170–180'],
        ['73–91', '158–162', '178–188'],
        ['82+', '162–166', '185+'],
      ],
    },
  ],
  tips: [
    text(
      'Boots of UK 10.5 and above hang over a regular board: choose a wide model.',
      'À partir d’une pointure UK 10,5, les chaussures dépassent d’une planche standard : choisissez un modèle large.',
      'Ab Schuhgröße UK 10,5 stehen die Boots über ein normales Board hinaus: Wählen Sie ein breites Modell.',
      'Fra støvlestørrelse UK 10,5 og op rager støvlerne ud over et almindeligt board: vælg en bred model.',
      'A partir de la talla UK 10,5 las botas sobresalen de una tabla normal: elige un modelo ancho.',
      'Från pjäxstorlek UK 10,5 sticker kängorna ut över en vanlig bräda: välj en bred modell.',
    ),
  ],
};

export const SIZE_GUIDES: SeedSizeGuide[] = [SKI_BOOTS, SALOMON_SKI_BOOTS, SKIS, ROSSIGNOL_SKI_JACKETS, SKI_HELMETS, BURTON_SNOWBOARDS];
