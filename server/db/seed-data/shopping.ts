import { BRAND } from './brands.ts';
import { CATEGORY } from './categories.ts';
import { text, type Text } from './text.ts';

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

export const BRAND_DESCRIPTIONS: Record<number, Record<keyof Text, string[]>> = {
  [BRAND.rossignol]: {
    en: ['Rossignol has made skis in the French Alps since 1907.', 'From race skis to family packs, every model is tested on the slopes of Isère.'],
    fr: [
      'Rossignol fabrique des skis dans les Alpes françaises depuis 1907.',
      'Des skis de course aux packs famille, chaque modèle est testé sur les pistes de l’Isère.',
    ],
    de: ['Rossignol baut seit 1907 Ski in den französischen Alpen.', 'Vom Rennski bis zum Familien-Set wird jedes Modell auf den Pisten der Isère getestet.'],
  },
  [BRAND.salomon]: {
    en: ['Salomon started in Annecy in 1947, making steel edges for skis.', 'Today its boots, helmets and goggles are worn on every mountain.'],
    fr: [
      'Salomon est né à Annecy en 1947 en fabriquant des carres de ski en acier.',
      'Ses chaussures, casques et masques sont aujourd’hui sur toutes les montagnes.',
    ],
    de: ['Salomon begann 1947 in Annecy mit Stahlkanten für Ski.', 'Heute sind seine Schuhe, Helme und Brillen auf jedem Berg zu sehen.'],
  },
  [BRAND.atomic]: {
    en: ['Atomic builds skis and boots in Altenmarkt, Austria.', 'Its Redster race line has won more World Cup races than any other.'],
    fr: ['Atomic fabrique skis et chaussures à Altenmarkt, en Autriche.', 'Sa gamme Redster a remporté plus de courses de Coupe du monde que toute autre.'],
    de: ['Atomic baut Ski und Skischuhe in Altenmarkt, Österreich.', 'Die Redster-Linie hat mehr Weltcuprennen gewonnen als jede andere.'],
  },
  [BRAND.burton]: {
    en: ['Burton has shaped snowboards in Vermont since 1977.', 'The Custom is its longest-running board.'],
    fr: ['Burton fabrique des snowboards dans le Vermont depuis 1977.', 'Le Custom est sa planche la plus ancienne.'],
    de: ['Burton baut seit 1977 Snowboards in Vermont.', 'Das Custom ist sein langlebigstes Board.'],
  },
  [BRAND.dynastar]: {
    en: ['Dynastar skis are made in Sallanches, at the foot of Mont Blanc.'],
    fr: ['Les skis Dynastar sont fabriqués à Sallanches, au pied du Mont-Blanc.'],
    de: ['Dynastar-Ski werden in Sallanches am Fuß des Mont Blanc gefertigt.'],
  },
  [BRAND.look]: {
    en: ['Look invented the step-in ski binding in 1950.'],
    fr: ['Look a inventé la fixation de ski à chaussage automatique en 1950.'],
    de: ['Look erfand 1950 die Step-in-Skibindung.'],
  },
  [BRAND.summitPass]: {
    en: ['Lift passes for the Alps at member prices, ready at the resort.'],
    fr: ['Des forfaits pour les Alpes à prix membres, prêts à la station.'],
    de: ['Skipässe für die Alpen zu Mitgliederpreisen, abholbereit im Skigebiet.'],
  },
  [BRAND.summit]: {
    en: ['Summit’s own hats, gloves and socks: warm, simple, well priced.'],
    fr: ['Les bonnets, gants et chaussettes de Summit : chauds, simples et bien placés.'],
    de: ['Mützen, Handschuhe und Socken von Summit: warm, schlicht, preiswert.'],
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
}

const COLOURS: [string, string, string][] = [
  ['red', 'rouge', 'Rot'],
  ['blue', 'bleu', 'Blau'],
  ['black', 'noir', 'Schwarz'],
  ['white', 'blanc', 'Weiß'],
  ['green', 'vert', 'Grün'],
  ['orange', 'orange', 'Orange'],
  ['grey', 'gris', 'Grau'],
  ['navy', 'marine', 'Marine'],
  ['pink', 'rose', 'Rosa'],
  ['yellow', 'jaune', 'Gelb'],
  ['purple', 'violet', 'Lila'],
  ['teal', 'bleu canard', 'Petrol'],
];
const SOCK_STYLES: [string, string, string][] = [
  ['merino', 'mérinos', 'Merino'],
  ['light', 'légères', 'leicht'],
  ['warm', 'chaudes', 'warm'],
  ['junior', 'junior', 'Junior'],
];
const SOCK_SIZES = ['35-38', '39-42', '43-46'];
const GLOVE_STYLES: [string, string, string][] = [
  ['leather', 'cuir', 'Leder'],
  ['softshell', 'softshell', 'Softshell'],
  ['mittens', 'moufles', 'Fäustlinge'],
];
const GLOVE_SIZES = ['S', 'M', 'L', 'XL'];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const skuPart = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/** Ids 1100-1147 in category CATEGORY.hatsAndSocks (and so in Accessories): 12 of each kind. */
export function accessories(): SeedAccessory[] {
  const list: Omit<SeedAccessory, 'id'>[] = [
    ...COLOURS.map(([en, fr, de]) => ({
      sku: `SUM-BEANIE-${skuPart(en)}`,
      kind: 'beanie' as const,
      stock: 30,
      name: text(`Summit beanie ${en}`, `Bonnet Summit ${fr}`, `Summit Mütze ${de}`),
      price: { price: 19, rrp: 30 },
    })),
    ...SOCK_STYLES.flatMap(([en, fr, de]) =>
      SOCK_SIZES.map((size) => ({
        sku: `SUM-SOCKS-${skuPart(en)}-${skuPart(size)}`,
        kind: 'socks' as const,
        stock: 40,
        name: text(`Summit ${en} ski socks ${size}`, `Chaussettes de ski Summit ${fr} ${size}`, `Summit Skisocken ${de} ${size}`),
        price: { price: 14, rrp: 22 },
      })),
    ),
    ...GLOVE_STYLES.flatMap(([en, fr, de]) =>
      GLOVE_SIZES.map((size) => ({
        sku: `SUM-GLOVES-${skuPart(en)}-${size}`,
        kind: 'gloves' as const,
        stock: 15,
        name: text(`Summit ${en} gloves ${size}`, `Gants Summit ${fr} ${size}`, `Summit Handschuhe ${de} ${size}`),
        price: en === 'leather' ? { price: 45, rrp: 70, special: 39 } : { price: 35, rrp: 55 },
      })),
    ),
    ...COLOURS.map(([en, fr, de]) => ({
      sku: `SUM-NECK-${skuPart(en)}`,
      kind: 'neck-warmer' as const,
      stock: 25,
      name: text(`Summit neck warmer ${en}`, `Tour de cou Summit ${fr}`, `Summit Halswärmer ${de}`),
      price: { price: 12, rrp: 18 },
    })),
  ];
  return list.map((item, i) => ({
    ...item,
    id: 1100 + i,
    // A few low or empty stocks, for the stock messages: 1100 has 3 left, 1147 none.
    stock: i === 0 ? 3 : i === list.length - 1 ? 0 : item.stock,
    name: { en: cap(item.name.en), fr: item.name.fr, de: item.name.de },
  }));
}

export const ACCESSORIES_CATEGORY = CATEGORY.hatsAndSocks;
export const ACCESSORIES_BRAND = BRAND.summit;

/** Event images drawn by scripts/make-demo-images.ts. */
export const eventImage = (eventId: number) => `/media/events/${eventId}.webp`;
