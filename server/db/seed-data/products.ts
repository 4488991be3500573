import { BRAND } from './brands.ts';
import { CATEGORY } from './categories.ts';
import { text, type Text } from './text.ts';

/** Prices in GBP; the euro stores get them converted by `euroPrice`. */
export interface SeedPrice {
  price: number;
  rrp: number;
  special?: number;
}

export interface SeedOption {
  id: number;
  attribute: string;
  label: Text;
  /** Option value ids are `option id * 100 + index + 1` (101 → 10101, 10102...); stock per value. */
  values: { value: string; stock: number }[];
}

export interface SeedBundleOption {
  id: number;
  label: Text;
  required: boolean;
  selections: { id: number; productId: number; qty: number }[];
}

export interface SeedProduct {
  id: number;
  sku: string;
  type: 'simple' | 'configurable' | 'bundle' | 'ski_pass';
  brandId: number;
  name: Text;
  categories: number[];
  price: SeedPrice;
  stock: number;
  fittingForm?: 'mondopoint' | 'sole_length';
  attributes?: Record<string, unknown>;
  options?: SeedOption[];
  bundle?: SeedBundleOption[];
}

/** 399 GBP → 470.99 EUR: a rough rate, ending in .99 like shop prices do. */
export function euroPrice(gbp: number): number {
  return Math.ceil(gbp * 1.18) - 0.01;
}

const sizes = (values: string[], stock = 8) => values.map((value, i) => ({ value, stock: i === 0 ? 0 : stock }));

export const PRODUCTS: SeedProduct[] = [
  {
    id: 1001,
    sku: 'ROS-EXP86TI',
    type: 'configurable',
    brandId: BRAND.rossignol,
    name: text('Rossignol Experience 86 Ti skis', 'Skis Rossignol Experience 86 Ti', 'Rossignol Experience 86 Ti Ski'),
    categories: [CATEGORY.skis],
    price: { price: 499, rrp: 649, special: 429 },
    stock: 0,
    options: [{ id: 101, attribute: 'ski_length', label: text('Length', 'Longueur', 'Länge'), values: sizes(['166 cm', '174 cm', '182 cm']) }],
  },
  {
    id: 1002,
    sku: 'ATO-REDX9',
    type: 'configurable',
    brandId: BRAND.atomic,
    name: text('Atomic Redster X9 skis', 'Skis Atomic Redster X9', 'Atomic Redster X9 Ski'),
    categories: [CATEGORY.skis],
    price: { price: 549, rrp: 749 },
    stock: 0,
    options: [{ id: 102, attribute: 'ski_length', label: text('Length', 'Longueur', 'Länge'), values: sizes(['165 cm', '170 cm', '175 cm'], 5) }],
  },
  {
    id: 1003,
    sku: 'DYN-MPRO90-178',
    type: 'simple',
    brandId: BRAND.dynastar,
    name: text('Dynastar M-Pro 90 skis 178 cm', 'Skis Dynastar M-Pro 90 178 cm', 'Dynastar M-Pro 90 Ski 178 cm'),
    categories: [CATEGORY.skis],
    price: { price: 389, rrp: 549 },
    stock: 12,
    attributes: { lengthCm: 178 },
  },
  {
    id: 1004,
    sku: 'SAL-SPRO100',
    type: 'configurable',
    brandId: BRAND.salomon,
    fittingForm: 'mondopoint',
    name: text('Salomon S/Pro 100 ski boots', 'Chaussures de ski Salomon S/Pro 100', 'Salomon S/Pro 100 Skischuhe'),
    categories: [CATEGORY.skiBoots],
    price: { price: 299, rrp: 429, special: 259 },
    stock: 0,
    options: [
      {
        id: 104,
        attribute: 'boot_size',
        label: text('Mondopoint size', 'Taille mondopoint', 'Mondopoint-Größe'),
        values: sizes(['26', '26.5', '27', '27.5', '28'], 4),
      },
    ],
  },
  {
    id: 1005,
    sku: 'ATO-HAWX110',
    type: 'configurable',
    brandId: BRAND.atomic,
    fittingForm: 'mondopoint',
    name: text('Atomic Hawx Ultra 110 ski boots', 'Chaussures de ski Atomic Hawx Ultra 110', 'Atomic Hawx Ultra 110 Skischuhe'),
    categories: [CATEGORY.skiBoots],
    price: { price: 329, rrp: 459 },
    stock: 0,
    options: [
      {
        id: 105,
        attribute: 'boot_size',
        label: text('Mondopoint size', 'Taille mondopoint', 'Mondopoint-Größe'),
        values: sizes(['25.5', '26.5', '27.5', '28.5'], 3),
      },
    ],
  },
  {
    id: 1006,
    sku: 'ATO-AMTPOLE',
    type: 'simple',
    brandId: BRAND.atomic,
    name: text('Atomic AMT SQS ski poles', 'Bâtons de ski Atomic AMT SQS', 'Atomic AMT SQS Skistöcke'),
    categories: [CATEGORY.skiPoles],
    price: { price: 39, rrp: 59 },
    stock: 40,
  },
  {
    id: 1007,
    sku: 'SAL-MTNHELMET',
    type: 'configurable',
    brandId: BRAND.salomon,
    name: text('Salomon MTN Lab helmet', 'Casque Salomon MTN Lab', 'Salomon MTN Lab Helm'),
    categories: [CATEGORY.skiHelmets],
    price: { price: 119, rrp: 160 },
    stock: 0,
    options: [{ id: 107, attribute: 'size', label: text('Size', 'Taille', 'Größe'), values: sizes(['S', 'M', 'L'], 10) }],
  },
  {
    id: 1008,
    sku: 'BUR-CUSTOM',
    type: 'configurable',
    brandId: BRAND.burton,
    name: text('Burton Custom snowboard', 'Snowboard Burton Custom', 'Burton Custom Snowboard'),
    categories: [CATEGORY.snowboards],
    price: { price: 459, rrp: 599, special: 399 },
    stock: 0,
    options: [{ id: 108, attribute: 'board_length', label: text('Length', 'Longueur', 'Länge'), values: sizes(['154 cm', '158 cm', '162 cm'], 6) }],
  },
  {
    id: 1009,
    sku: 'ROS-HERO-JR',
    type: 'simple',
    brandId: BRAND.rossignol,
    name: text('Rossignol Hero Junior skis 130 cm', 'Skis Rossignol Hero Junior 130 cm', 'Rossignol Hero Junior Ski 130 cm'),
    categories: [CATEGORY.skis],
    price: { price: 149, rrp: 219 },
    stock: 9,
    attributes: { lengthCm: 130 },
  },
  {
    id: 1010,
    sku: 'LOOK-SPX12',
    type: 'simple',
    brandId: BRAND.look,
    fittingForm: 'sole_length',
    name: text('Look SPX 12 GW bindings', 'Fixations Look SPX 12 GW', 'Look SPX 12 GW Bindung'),
    categories: [CATEGORY.bindings],
    price: { price: 199, rrp: 279 },
    stock: 25,
  },
  {
    id: 1011,
    sku: 'LOOK-NX12',
    type: 'simple',
    brandId: BRAND.look,
    fittingForm: 'sole_length',
    name: text('Look NX 12 bindings', 'Fixations Look NX 12', 'Look NX 12 Bindung'),
    categories: [CATEGORY.bindings],
    price: { price: 149, rrp: 219 },
    stock: 30,
  },
  {
    id: 1012,
    sku: 'PACK-DYN-MPRO90',
    type: 'bundle',
    brandId: BRAND.dynastar,
    name: text('Dynastar M-Pro 90 ski pack', 'Pack ski Dynastar M-Pro 90', 'Dynastar M-Pro 90 Ski-Set'),
    categories: [CATEGORY.skiPacks, CATEGORY.skis],
    price: { price: 499, rrp: 827, special: 469 },
    stock: 10,
    attributes: { bundleLabel: 'ski pack' },
    bundle: [
      { id: 121, label: text('Skis', 'Skis', 'Ski'), required: true, selections: [{ id: 1211, productId: 1003, qty: 1 }] },
      { id: 122, label: text('Bindings', 'Fixations', 'Bindung'), required: true, selections: [{ id: 1221, productId: 1011, qty: 1 }] },
      { id: 123, label: text('Poles', 'Bâtons', 'Stöcke'), required: false, selections: [{ id: 1231, productId: 1006, qty: 1 }] },
    ],
  },
  {
    id: 1013,
    sku: 'PACK-FAMILY',
    type: 'bundle',
    brandId: BRAND.rossignol,
    name: text('Family ski bundle', 'Pack ski famille', 'Familien-Ski-Set'),
    categories: [CATEGORY.skiPacks],
    price: { price: 699, rrp: 994 },
    stock: 4,
    attributes: { bundleLabel: 'ski bundle' },
    bundle: [
      { id: 131, label: text('Junior skis', 'Skis junior', 'Junior-Ski'), required: true, selections: [{ id: 1311, productId: 1009, qty: 2 }] },
      { id: 132, label: text('Bindings', 'Fixations', 'Bindungen'), required: true, selections: [{ id: 1321, productId: 1011, qty: 2 }] },
      { id: 133, label: text('Poles', 'Bâtons', 'Stöcke'), required: true, selections: [{ id: 1331, productId: 1006, qty: 2 }] },
    ],
  },
  {
    id: 1014,
    sku: 'PASS-CHAM-6D',
    type: 'ski_pass',
    brandId: BRAND.summitPass,
    name: text('Chamonix Mont-Blanc 6-day ski pass', 'Forfait 6 jours Chamonix Mont-Blanc', 'Chamonix Mont-Blanc 6-Tage-Skipass'),
    categories: [CATEGORY.skiPasses],
    price: { price: 289, rrp: 329 },
    stock: 500,
    attributes: { resort: 'Chamonix Mont-Blanc', days: 6 },
  },
  {
    id: 1015,
    sku: 'PASS-ARCS-1D',
    type: 'ski_pass',
    brandId: BRAND.summitPass,
    name: text('Les Arcs 1-day ski pass', 'Forfait 1 jour Les Arcs', 'Les Arcs 1-Tages-Skipass'),
    categories: [CATEGORY.skiPasses],
    price: { price: 55, rrp: 62 },
    stock: 500,
    attributes: { resort: 'Les Arcs', days: 1 },
  },
  {
    id: 1016,
    sku: 'ROS-JACKET-HERO',
    type: 'configurable',
    brandId: BRAND.rossignol,
    name: text('Rossignol Hero ski jacket', 'Veste de ski Rossignol Hero', 'Rossignol Hero Skijacke'),
    categories: [CATEGORY.skiJackets],
    price: { price: 249, rrp: 380, special: 199 },
    stock: 0,
    options: [{ id: 116, attribute: 'size', label: text('Size', 'Taille', 'Größe'), values: sizes(['S', 'M', 'L', 'XL'], 7) }],
  },
  {
    id: 1017,
    sku: 'DYN-BASELAYER',
    type: 'simple',
    brandId: BRAND.dynastar,
    name: text('Dynastar merino base layer top', 'Haut technique mérinos Dynastar', 'Dynastar Merino-Funktionsshirt'),
    categories: [CATEGORY.baseLayers],
    price: { price: 59, rrp: 90 },
    stock: 0,
  },
  {
    id: 1018,
    sku: 'SAL-RADIUM',
    type: 'simple',
    brandId: BRAND.salomon,
    name: text('Salomon Radium goggles', 'Masque de ski Salomon Radium', 'Salomon Radium Skibrille'),
    categories: [CATEGORY.goggles],
    price: { price: 45, rrp: 70 },
    stock: 22,
  },
];

export const productImage = (sku: string) => `/media/catalog/product/${sku.toLowerCase()}.webp`;
