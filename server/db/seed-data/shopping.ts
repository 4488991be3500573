import { BRAND } from './brands.ts';
import { CATEGORY } from './categories.ts';
import type { SeedEvent } from './events.ts';
import { mapText, text, type SeedLanguage, type Text } from './text.ts';

/*
 * Seed for the shopping path: coupons, brand page texts, and the shop's own accessories, 48
 * simple products in one category so that a listing has more than one page of 42.
 */

export interface SeedCoupon {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  /** The subtotal must be over this (store currency). */
  minSubtotal: number;
  /** Days from the seed time; null for no end. */
  expiresDays: number | null;
}

export const COUPONS: SeedCoupon[] = [
  { code: 'SKI10', kind: 'percent', amount: 10, minSubtotal: 0, expiresDays: null },
  { code: 'WELCOME5', kind: 'fixed', amount: 5, minSubtotal: 50, expiresDays: null },
  { code: 'EXPIRED', kind: 'percent', amount: 20, minSubtotal: 0, expiresDays: -1 },
];

export const BRAND_DESCRIPTIONS: Record<number, Record<SeedLanguage, string[]>> = {
  [BRAND.rossignol]: {
    en: ['Rossignol has made skis in the French Alps since 1907.', 'From race skis to family packs, every model is tested on the slopes of Isère.'],
    fr: [
      'Rossignol fabrique des skis dans les Alpes françaises depuis 1907.',
      'Des skis de course aux packs famille, chaque modèle est testé sur les pistes de l’Isère.',
    ],
    de: ['Rossignol baut seit 1907 Ski in den französischen Alpen.', 'Vom Rennski bis zum Familien-Set wird jedes Modell auf den Pisten der Isère getestet.'],
    da: ['Rossignol har lavet ski i de franske Alper siden 1907.', 'Fra racerski til familiepakker bliver hver eneste model testet på pisterne i Isère.'],
    es: [
      'Rossignol fabrica esquís en los Alpes franceses desde 1907.',
      'Desde los esquís de competición hasta los packs familiares, cada modelo se prueba en las pistas de Isère.',
    ],
    sv: ['Rossignol har tillverkat skidor i de franska Alperna sedan 1907.', 'Från tävlingsskidor till familjepaket testas varje modell i backarna i Isère.'],
  },
  [BRAND.salomon]: {
    en: ['Salomon started in Annecy in 1947, making steel edges for skis.', 'Today its boots, helmets and goggles are worn on every mountain.'],
    fr: [
      'Salomon est né à Annecy en 1947 en fabriquant des carres de ski en acier.',
      'Ses chaussures, casques et masques sont aujourd’hui sur toutes les montagnes.',
    ],
    de: ['Salomon begann 1947 in Annecy mit Stahlkanten für Ski.', 'Heute sind seine Schuhe, Helme und Brillen auf jedem Berg zu sehen.'],
    da: ['Salomon startede i Annecy i 1947 og lavede stålkanter til ski.', 'I dag ser man mærkets skistøvler, hjelme og skibriller på alle bjerge.'],
    es: ['Salomon nació en Annecy en 1947 fabricando cantos de acero para esquís.', 'Hoy sus botas, cascos y gafas se ven en todas las montañas.'],
    sv: ['Salomon startade i Annecy 1947 och tillverkade stålkanter till skidor.', 'I dag syns märkets pjäxor, hjälmar och skidglasögon i varenda backe.'],
  },
  [BRAND.atomic]: {
    en: ['Atomic builds skis and boots in Altenmarkt, Austria.', 'Its Redster race line has won more World Cup races than any other.'],
    fr: ['Atomic fabrique skis et chaussures à Altenmarkt, en Autriche.', 'Sa gamme Redster a remporté plus de courses de Coupe du monde que toute autre.'],
    de: ['Atomic baut Ski und Skischuhe in Altenmarkt, Österreich.', 'Die Redster-Linie hat mehr Weltcuprennen gewonnen als jede andere.'],
    da: ['Atomic laver ski og skistøvler i Altenmarkt i Østrig.', 'Racerserien Redster har vundet flere verdenscupløb end nogen anden.'],
    es: [
      'Atomic fabrica esquís y botas en Altenmarkt (Austria).',
      'Su gama de competición Redster ha ganado más carreras de la Copa del Mundo que ninguna otra.',
    ],
    sv: ['Atomic tillverkar skidor och pjäxor i Altenmarkt i Österrike.', 'Tävlingsserien Redster har vunnit fler världscuptävlingar än någon annan.'],
  },
  [BRAND.burton]: {
    en: ['Burton has shaped snowboards in Vermont since 1977.', 'The Custom is its longest-running board.'],
    fr: ['Burton fabrique des snowboards dans le Vermont depuis 1977.', 'Le Custom est sa planche la plus ancienne.'],
    de: ['Burton baut seit 1977 Snowboards in Vermont.', 'Das Custom ist sein langlebigstes Board.'],
    da: ['Burton har bygget snowboards i Vermont siden 1977.', 'Custom er den model, mærket har lavet længst.'],
    es: ['Burton fabrica tablas de snowboard en Vermont desde 1977.', 'La Custom es su tabla más veterana.'],
    sv: ['Burton har byggt snowboards i Vermont sedan 1977.', 'Custom är den bräda som har funnits längst i sortimentet.'],
  },
  [BRAND.dynastar]: {
    en: ['Dynastar skis are made in Sallanches, at the foot of Mont Blanc.'],
    fr: ['Les skis Dynastar sont fabriqués à Sallanches, au pied du Mont-Blanc.'],
    de: ['Dynastar-Ski werden in Sallanches am Fuß des Mont Blanc gefertigt.'],
    da: ['Dynastar-ski bliver lavet i Sallanches ved foden af Mont Blanc.'],
    es: ['Los esquís Dynastar se fabrican en Sallanches, al pie del Mont Blanc.'],
    sv: ['Dynastars skidor tillverkas i Sallanches vid foten av Mont Blanc.'],
  },
  [BRAND.look]: {
    en: ['Look invented the step-in ski binding in 1950.'],
    fr: ['Look a inventé la fixation de ski à chaussage automatique en 1950.'],
    de: ['Look erfand 1950 die Step-in-Skibindung.'],
    da: ['Look opfandt i 1950 skibindingen, man bare træder ind i.'],
    es: ['Look inventó en 1950 la fijación de esquí de calzado automático.'],
    sv: ['Look uppfann 1950 skidbindningen som man bara kliver i.'],
  },
  [BRAND.summitPass]: {
    en: ['Lift passes for the Alps at member prices, ready at the resort.'],
    fr: ['Des forfaits pour les Alpes à prix membres, prêts à la station.'],
    de: ['Skipässe für die Alpen zu Mitgliederpreisen, abholbereit im Skigebiet.'],
    da: ['Liftkort til Alperne til medlemspriser, klar til afhentning på skistedet.'],
    es: ['Forfaits para los Alpes a precio de socio, listos para recoger en la estación.'],
    sv: ['Liftkort till Alperna till medlemspris, klara att hämta ut i skidorten.'],
  },
  [BRAND.summit]: {
    en: ['Summit’s own hats, gloves and socks: warm, simple, well priced.'],
    fr: ['Les bonnets, gants et chaussettes de Summit : chauds, simples et bien placés.'],
    de: ['Mützen, Handschuhe und Socken von Summit: warm, schlicht, preiswert.'],
    da: ['Summits egne huer, handsker og strømper: varme, enkle og til en god pris.'],
    es: ['Gorros, guantes y calcetines de la propia Summit: cálidos, sencillos y a buen precio.'],
    sv: ['Summits egna mössor, handskar och strumpor: varma, enkla och prisvärda.'],
  },
};

/** The shared images of the accessories (one per kind keeps the repository small). */
export const ACCESSORY_KINDS = ['beanie', 'socks', 'gloves', 'neck-warmer'] as const;
export type AccessoryKind = (typeof ACCESSORY_KINDS)[number];
export const accessoryImage = (kind: AccessoryKind) => `/media/catalog/product/summit-${kind}.webp`;

export interface SeedAccessory {
  id: number;
  sku: string;
  kind: AccessoryKind;
  name: Text;
  price: { price: number; rrp: number; special?: number };
  stock: number;
  /** One size of a product sold as a simple product per size: the product's SKU and name, and this size. */
  family?: { sku: string; name: Text; size: string };
}

/** A colour after the product name; masculine in French and Spanish (bonnet, gorro, cuello). */
const COLOURS: Text[] = [
  text('red', 'rouge', 'Rot', 'rød', 'rojo', 'röd'),
  text('blue', 'bleu', 'Blau', 'blå', 'azul', 'blå'),
  text('black', 'noir', 'Schwarz', 'sort', 'negro', 'svart'),
  text('white', 'blanc', 'Weiß', 'hvid', 'blanco', 'vit'),
  text('green', 'vert', 'Grün', 'grøn', 'verde', 'grön'),
  text('orange', 'orange', 'Orange', 'orange', 'naranja', 'orange'),
  text('grey', 'gris', 'Grau', 'grå', 'gris', 'grå'),
  text('navy', 'marine', 'Marine', 'marineblå', 'azul marino', 'marinblå'),
  text('pink', 'rose', 'Rosa', 'lyserød', 'rosa', 'rosa'),
  text('yellow', 'jaune', 'Gelb', 'gul', 'amarillo', 'gul'),
  text('purple', 'violet', 'Lila', 'lilla', 'morado', 'lila'),
  text('teal', 'bleu canard', 'Petrol', 'petrol', 'azul petróleo', 'petrol'),
];
/** Sock names without the size (the SKU takes the English style word). */
const SOCK_STYLES: [string, Text][] = [
  [
    'merino',
    text(
      'Summit merino ski socks',
      'Chaussettes de ski Summit mérinos',
      'Summit Skisocken Merino',
      'Summit skistrømper i merinould',
      'Calcetines de esquí Summit de merino',
      'Summit skidstrumpor i merinoull',
    ),
  ],
  [
    'light',
    text(
      'Summit light ski socks',
      'Chaussettes de ski Summit légères',
      'Summit Skisocken leicht',
      'Summit lette skistrømper',
      'Calcetines de esquí Summit ligeros',
      'Summit tunna skidstrumpor',
    ),
  ],
  [
    'warm',
    text(
      'Summit warm ski socks',
      'Chaussettes de ski Summit chaudes',
      'Summit Skisocken warm',
      'Summit varme skistrømper',
      'Calcetines de esquí Summit térmicos',
      'Summit varma skidstrumpor',
    ),
  ],
  [
    'junior',
    text(
      'Summit junior ski socks',
      'Chaussettes de ski Summit junior',
      'Summit Skisocken Junior',
      'Summit skistrømper til børn',
      'Calcetines de esquí Summit infantiles',
      'Summit skidstrumpor för barn',
    ),
  ],
];
const SOCK_SIZES = ['35-38', '39-42', '43-46'];
/** Glove names without the size. */
const GLOVE_STYLES: [string, Text][] = [
  [
    'leather',
    text('Summit leather gloves', 'Gants Summit cuir', 'Summit Handschuhe Leder', 'Summit skindhandsker', 'Guantes Summit de piel', 'Summit skinnhandskar'),
  ],
  [
    'softshell',
    text(
      'Summit softshell gloves',
      'Gants Summit softshell',
      'Summit Handschuhe Softshell',
      'Summit softshell-handsker',
      'Guantes Summit softshell',
      'Summit softshellhandskar',
    ),
  ],
  ['mittens', text('Summit mittens gloves', 'Gants Summit moufles', 'Summit Handschuhe Fäustlinge', 'Summit luffer', 'Manoplas Summit', 'Summit tumvantar')],
];
const GLOVE_SIZES = ['S', 'M', 'L', 'XL'];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const skuPart = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/** Ids 1100-1147 in category CATEGORY.hatsAndSocks (and so in Accessories): 12 of each kind. */
export function accessories(): SeedAccessory[] {
  const list: Omit<SeedAccessory, 'id'>[] = [
    ...COLOURS.map((colour) => ({
      sku: `SUM-BEANIE-${skuPart(colour.en)}`,
      kind: 'beanie' as const,
      stock: 30,
      name: mapText(colour, (c, l) => `${text('Summit beanie', 'Bonnet Summit', 'Summit Mütze', 'Summit hue', 'Gorro Summit', 'Summit mössa')[l]} ${c}`),
      price: { price: 19, rrp: 30 },
    })),
    ...SOCK_STYLES.flatMap(([style, name]) =>
      SOCK_SIZES.map((size) => ({
        sku: `SUM-SOCKS-${skuPart(style)}-${skuPart(size)}`,
        kind: 'socks' as const,
        stock: 40,
        name: mapText(name, (n) => `${n} ${size}`),
        price: { price: 14, rrp: 22 },
        family: { sku: `SUM-SOCKS-${skuPart(style)}`, name, size },
      })),
    ),
    ...GLOVE_STYLES.flatMap(([style, name]) =>
      GLOVE_SIZES.map((size) => ({
        sku: `SUM-GLOVES-${skuPart(style)}-${size}`,
        kind: 'gloves' as const,
        stock: 15,
        name: mapText(name, (n) => `${n} ${size}`),
        price: style === 'leather' ? { price: 45, rrp: 70, special: 39 } : { price: 35, rrp: 55 },
        family: { sku: `SUM-GLOVES-${skuPart(style)}`, name, size },
      })),
    ),
    ...COLOURS.map((colour) => ({
      sku: `SUM-NECK-${skuPart(colour.en)}`,
      kind: 'neck-warmer' as const,
      stock: 25,
      name: mapText(
        colour,
        (c, l) =>
          `${text('Summit neck warmer', 'Tour de cou Summit', 'Summit Halswärmer', 'Summit halsedisse', 'Cuello térmico Summit', 'Summit halsvärmare')[l]} ${c}`,
      ),
      price: { price: 12, rrp: 18 },
    })),
  ];
  return list.map((item, i) => ({
    ...item,
    id: 1100 + i,
    // A few low or empty stocks, for the stock messages: 1100 has 3 left, 1147 none.
    stock: i === 0 ? 3 : i === list.length - 1 ? 0 : item.stock,
    name: { ...item.name, en: cap(item.name.en) },
  }));
}

export const ACCESSORIES_CATEGORY = CATEGORY.hatsAndSocks;
export const ACCESSORIES_BRAND = BRAND.summit;

/** Event images drawn by scripts/make-demo-images.ts. */
/** A sale's banner shows its name, so there is one per language (a store in another language shows the English one). */
export const eventImage = (language: SeedLanguage, event: Pick<SeedEvent, 'slug'>) => `/media/events/${language}/${event.slug}.webp`;
