import { text } from '../text.ts';
import { DIN_3_5_TO_12, LABEL, spec, VALUE, type SeedProductDetails } from './labels.ts';

const ALPINE_SOLES = text(
  'Alpine (ISO 5355) and GripWalk',
  'Alpin (ISO 5355) et GripWalk',
  'Alpin (ISO 5355) und GripWalk',
  'Alpin (ISO 5355) og GripWalk',
  'Alpina (ISO 5355) y GripWalk',
  'Alpin (ISO 5355) och GripWalk',
);

/** Ski boots, bindings and poles, by product id. */
export const BOOT_DETAILS: Record<number, SeedProductDetails> = {
  1004: {
    description: text(
      'A ski boot for confident skiers with average to slightly wide feet who want comfort without losing control. The shell and liner can be heat-moulded in the shop, so the boot takes the shape of your foot, and the flex of 100 is firm enough for a sporty day on the piste.',
      'Une chaussure pour skieurs confirmés au pied moyen à légèrement large, qui veulent du confort sans perdre en précision. La coque et le chausson se thermoforment en magasin pour épouser la forme du pied, et le flex de 100 est assez ferme pour une journée sportive sur les pistes.',
      'Ein Skischuh für sichere Fahrer mit normalem bis leicht breitem Fuß, die Komfort wollen, ohne an Kontrolle zu verlieren. Schale und Innenschuh lassen sich im Fachgeschäft thermisch anpassen, sodass der Schuh die Form Ihres Fußes annimmt; Flex 100 ist straff genug für einen sportlichen Pistentag.',
      'En skistøvle til sikre skiløbere med normale til lidt brede fødder, som vil have komfort uden at miste kontrol. Skal og inderstøvle kan varmeformes i butikken, så støvlen får din fods form, og flex 100 er fast nok til en sportslig dag på pisten.',
      'Una bota para esquiadores seguros de pie medio o algo ancho que quieren comodidad sin perder control. La carcasa y el botín se termoforman en tienda para adoptar la forma del pie, y su flex de 100 es lo bastante firme para un día deportivo en pista.',
      'En pjäxa för säkra åkare med normal till något bred fot som vill ha komfort utan att tappa kontroll. Skal och innersko kan värmeformas i butik så att pjäxan tar formen av din fot, och flex 100 är tillräckligt styv för en sportig dag i backen.',
    ),
    specifications: [
      spec(LABEL.flex, '100'),
      spec(LABEL.last, '100 mm'),
      spec(
        LABEL.shell,
        text(
          'Heat-mouldable polyurethane',
          'Polyuréthane thermoformable',
          'Thermoformbares Polyurethan',
          'Varmeformbar polyurethan',
          'Poliuretano termoformable',
          'Värmeformbar polyuretan',
        ),
      ),
      spec(LABEL.liner, text('Heat-mouldable', 'Thermoformable', 'Thermoformbar', 'Varmeformbar', 'Termoformable', 'Värmeformbar')),
      spec(LABEL.soles, ALPINE_SOLES),
      spec(LABEL.level, VALUE.intermediate),
    ],
  },
  1005: {
    description: text(
      'A precise, powerful boot for strong skiers with narrow to average feet. The close fit around the heel and ankle passes every movement straight to the ski, and the stiff flex of 110 holds you up in fast, hard turns. Have it heat-fitted in the shop and it stays comfortable all day.',
      'Une chaussure précise et puissante pour bons skieurs au pied fin à moyen. Le maintien serré du talon et de la cheville transmet chaque mouvement au ski, et le flex de 110 vous soutient dans les virages rapides et appuyés. Thermoformée en magasin, elle reste confortable toute la journée.',
      'Ein präziser, kraftvoller Schuh für starke Fahrer mit schmalem bis normalem Fuß. Der enge Halt an Ferse und Knöchel gibt jede Bewegung direkt an den Ski weiter, Flex 110 stützt Sie in schnellen, harten Schwüngen. Im Fachgeschäft thermisch angepasst, bleibt er den ganzen Tag bequem.',
      'En præcis og kraftfuld støvle til stærke skiløbere med smalle til normale fødder. Den tætte pasform om hæl og ankel sender hver bevægelse direkte ud i skien, og den stive flex 110 støtter dig i hurtige, hårde sving. Få den varmeformet i butikken, så er den behagelig hele dagen.',
      'Una bota precisa y potente para esquiadores fuertes de pie estrecho a medio. El ajuste ceñido en talón y tobillo transmite cada movimiento al esquí, y su flex de 110 te sostiene en giros rápidos y exigentes. Termoformada en tienda, sigue siendo cómoda todo el día.',
      'En precis och kraftfull pjäxa för starka åkare med smal till normal fot. Den tajta passformen runt häl och fotled för varje rörelse direkt till skidan, och den styva flexen 110 håller emot i snabba, hårda svängar. Värmeforma den i butik så sitter den skönt hela dagen.',
    ),
    specifications: [
      spec(LABEL.flex, '110'),
      spec(LABEL.last, '98 mm'),
      spec(
        LABEL.shell,
        text(
          'Heat-mouldable Prolite',
          'Prolite thermoformable',
          'Thermoformbares Prolite',
          'Varmeformbar Prolite',
          'Prolite termoformable',
          'Värmeformbar Prolite',
        ),
      ),
      spec(LABEL.liner, text('Heat-mouldable', 'Thermoformable', 'Thermoformbar', 'Varmeformbar', 'Termoformable', 'Värmeformbar')),
      spec(LABEL.soles, ALPINE_SOLES),
      spec(LABEL.level, VALUE.expert),
    ],
  },
  1010: {
    description: text(
      'A strong binding for heavier or faster skiers, with a release setting up to 12. It takes both classic alpine soles and GripWalk soles with their rubber tread, so you can walk to the lift in comfort and still click in securely. Its low, wide platform passes your edging straight to the ski.',
      'Une fixation solide pour skieurs lourds ou rapides, avec un réglage de déclenchement jusqu’à 12. Elle accepte les semelles alpines classiques comme les semelles GripWalk à crampons de caoutchouc : on marche confortablement jusqu’au télésiège et on chausse en toute sécurité. Sa plateforme basse et large transmet directement la prise de carre.',
      'Eine kräftige Bindung für schwerere oder schnellere Fahrer, mit Z-Wert bis 12. Sie nimmt klassische Alpinsohlen ebenso wie GripWalk-Sohlen mit Gummiprofil, damit Sie bequem zum Lift gehen und trotzdem sicher einsteigen. Die niedrige, breite Auflage gibt den Kanteneinsatz direkt an den Ski weiter.',
      'En stærk binding til tungere eller hurtigere skiløbere med udløserindstilling op til 12. Den passer til både klassiske alpinsåler og GripWalk-såler med gummimønster, så du kan gå behageligt til liften og alligevel klikke sikkert i. Den lave, brede platform sender dit kantgreb direkte ud i skien.',
      'Una fijación robusta para esquiadores pesados o rápidos, con ajuste de liberación hasta 12. Admite suelas alpinas clásicas y suelas GripWalk con taco de goma, para caminar cómodo hasta el remonte y calzarse con seguridad. Su plataforma baja y ancha transmite el canteo directamente al esquí.',
      'En stark bindning för tyngre eller snabbare åkare, med utlösning upp till 12. Den tar både klassiska alpinsulor och GripWalk-sulor med gummimönster, så att du går bekvämt till liften och ändå kliver i säkert. Den låga, breda plattan för kantgreppet direkt till skidan.',
    ),
    specifications: [
      spec(LABEL.din, '4–12'),
      spec(LABEL.brakeWidth, '90 mm'),
      spec(LABEL.soles, ALPINE_SOLES),
      spec(LABEL.weight, text('2.1 kg per pair', '2,1 kg la paire', '2,1 kg pro Paar', '2,1 kg pr. par', '2,1 kg el par', '2,1 kg per par')),
      spec(LABEL.level, VALUE.expert),
    ],
  },
  1011: {
    description: text(
      'A light, reliable binding that suits most skiers, from confident beginners to strong intermediates. The release range from 3.5 to 12 covers adults and older teenagers, and it works with alpine and GripWalk soles. The binding in our ski packs, set up for your boots before dispatch.',
      'Une fixation légère et fiable qui convient à la plupart des skieurs, du débutant assuré au bon skieur intermédiaire. La plage de déclenchement de 3,5 à 12 couvre les adultes et les adolescents, et elle accepte les semelles alpines et GripWalk. C’est la fixation de nos packs ski, réglée pour vos chaussures avant l’envoi.',
      'Eine leichte, zuverlässige Bindung für die meisten Skifahrer, vom sicheren Einsteiger bis zum guten Fortgeschrittenen. Der Z-Wert von 3,5 bis 12 deckt Erwachsene und Jugendliche ab, Alpin- und GripWalk-Sohlen passen. Die Bindung unserer Ski-Sets, vor dem Versand auf Ihre Schuhe eingestellt.',
      'En let og pålidelig binding, der passer til de fleste skiløbere, fra sikre begyndere til dygtige let øvede. Udløserområdet fra 3,5 til 12 dækker voksne og større teenagere, og den passer til alpin- og GripWalk-såler. Det er bindingen i vores skipakker, indstillet til dine støvler før afsendelse.',
      'Una fijación ligera y fiable que sirve a la mayoría de esquiadores, del principiante seguro al buen intermedio. Su rango de 3,5 a 12 cubre a adultos y adolescentes, y admite suelas alpinas y GripWalk. Es la fijación de nuestros packs de esquí, ajustada a tus botas antes del envío.',
      'En lätt och pålitlig bindning som passar de flesta åkare, från säkra nybörjare till duktiga medelåkare. Utlösningen från 3,5 till 12 räcker för vuxna och äldre tonåringar, och den tar alpin- och GripWalk-sulor. Det är bindningen i våra skidpaket, inställd efter dina pjäxor före leverans.',
    ),
    specifications: [
      spec(LABEL.din, DIN_3_5_TO_12),
      spec(LABEL.brakeWidth, '90 mm'),
      spec(LABEL.soles, ALPINE_SOLES),
      spec(LABEL.weight, text('1.8 kg per pair', '1,8 kg la paire', '1,8 kg pro Paar', '1,8 kg pr. par', '1,8 kg el par', '1,8 kg per par')),
      spec(LABEL.level, VALUE.beginner),
    ],
  },
  1006: {
    description: text(
      'Light aluminium poles that suit every skier on the piste. The length adjusts in seconds, so one pair grows with a teenager or fits everyone in the family, and the soft grips with wide straps stay comfortable in thick gloves.',
      'Des bâtons légers en aluminium qui conviennent à tous les skieurs sur piste. Leur longueur se règle en quelques secondes : une même paire grandit avec un adolescent ou sert à toute la famille, et les poignées souples à large dragonne restent confortables avec des gants épais.',
      'Leichte Aluminiumstöcke, die zu jedem Pistenfahrer passen. Die Länge lässt sich in Sekunden verstellen, sodass ein Paar mit Jugendlichen mitwächst oder der ganzen Familie dient; die weichen Griffe mit breiten Schlaufen liegen auch mit dicken Handschuhen gut in der Hand.',
      'Lette aluminiumsstave, der passer til alle skiløbere på pisten. Længden justeres på få sekunder, så ét par vokser med en teenager eller passer til hele familien, og de bløde greb med brede remme er behagelige selv med tykke handsker.',
      'Bastones ligeros de aluminio que sirven a cualquier esquiador de pista. Su longitud se ajusta en segundos, así que un mismo par crece con un adolescente o vale para toda la familia, y las empuñaduras blandas con correa ancha son cómodas incluso con guantes gruesos.',
      'Lätta aluminiumstavar som passar alla åkare i backen. Längden ställs in på några sekunder, så att ett par växer med en tonåring eller räcker åt hela familjen, och de mjuka handtagen med breda remmar sitter bra även med tjocka handskar.',
    ),
    specifications: [
      spec(
        LABEL.length,
        text(
          'Adjustable, 105–135 cm',
          'Réglable, 105–135 cm',
          'Verstellbar, 105–135 cm',
          'Justerbar, 105–135 cm',
          'Ajustable, 105–135 cm',
          'Justerbar, 105–135 cm',
        ),
      ),
      spec(LABEL.shaft, text('Aluminium, 18 mm', 'Aluminium, 18 mm', 'Aluminium, 18 mm', 'Aluminium, 18 mm', 'Aluminio, 18 mm', 'Aluminium, 18 mm')),
      spec(LABEL.baskets, text('Piste, 60 mm', 'Piste, 60 mm', 'Piste, 60 mm', 'Piste, 60 mm', 'Pista, 60 mm', 'Pist, 60 mm')),
      spec(LABEL.weight, text('460 g per pair', '460 g la paire', '460 g pro Paar', '460 g pr. par', '460 g el par', '460 g per par')),
    ],
  },
};
