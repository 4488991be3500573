import { BRAND } from './brands.ts';
import { CATEGORY } from './categories.ts';
import { text, type Text } from './text.ts';

/** Prices in GBP; stores in other currencies get them converted by `storePrice` (prices.ts). */
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

const sizes = (values: string[], stock = 8) => values.map((value, i) => ({ value, stock: i === 0 ? 0 : stock }));

export const PRODUCTS: SeedProduct[] = [
  {
    id: 1001,
    sku: 'ROS-EXP86TI',
    type: 'configurable',
    brandId: BRAND.rossignol,
    name: text(
      'Rossignol Experience 86 Ti skis',
      'Skis Rossignol Experience 86 Ti',
      'Rossignol Experience 86 Ti Ski',
      'Rossignol Experience 86 Ti ski',
      'Esquís Rossignol Experience 86 Ti',
      'Rossignol Experience 86 Ti skidor',
    ),
    categories: [CATEGORY.skis],
    price: { price: 499, rrp: 649, special: 429 },
    stock: 0,
    options: [
      {
        id: 101,
        attribute: 'ski_length',
        label: text('Length', 'Longueur', 'Länge', 'Længde', 'Longitud', 'Längd'),
        values: sizes(['166 cm', '174 cm', '182 cm']),
      },
    ],
  },
  {
    id: 1002,
    sku: 'ATO-REDX9',
    type: 'configurable',
    brandId: BRAND.atomic,
    name: text(
      'Atomic Redster X9 skis',
      'Skis Atomic Redster X9',
      'Atomic Redster X9 Ski',
      'Atomic Redster X9 ski',
      'Esquís Atomic Redster X9',
      'Atomic Redster X9 skidor',
    ),
    categories: [CATEGORY.skis],
    price: { price: 549, rrp: 749 },
    stock: 0,
    options: [
      {
        id: 102,
        attribute: 'ski_length',
        label: text('Length', 'Longueur', 'Länge', 'Længde', 'Longitud', 'Längd'),
        values: sizes(['165 cm', '170 cm', '175 cm'], 5),
      },
    ],
  },
  {
    id: 1003,
    sku: 'DYN-MPRO90-178',
    type: 'simple',
    brandId: BRAND.dynastar,
    name: text(
      'Dynastar M-Pro 90 skis 178 cm',
      'Skis Dynastar M-Pro 90 178 cm',
      'Dynastar M-Pro 90 Ski 178 cm',
      'Dynastar M-Pro 90 ski 178 cm',
      'Esquís Dynastar M-Pro 90 178 cm',
      'Dynastar M-Pro 90 skidor 178 cm',
    ),
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
    name: text(
      'Salomon S/Pro 100 ski boots',
      'Chaussures de ski Salomon S/Pro 100',
      'Salomon S/Pro 100 Skischuhe',
      'Salomon S/Pro 100 skistøvler',
      'Botas de esquí Salomon S/Pro 100',
      'Salomon S/Pro 100 pjäxor',
    ),
    categories: [CATEGORY.skiBoots],
    price: { price: 299, rrp: 429, special: 259 },
    stock: 0,
    options: [
      {
        id: 104,
        attribute: 'boot_size',
        label: text('Mondopoint size', 'Taille mondopoint', 'Mondopoint-Größe', 'Mondopoint-størrelse', 'Talla mondopoint', 'Mondopointstorlek'),
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
    name: text(
      'Atomic Hawx Ultra 110 ski boots',
      'Chaussures de ski Atomic Hawx Ultra 110',
      'Atomic Hawx Ultra 110 Skischuhe',
      'Atomic Hawx Ultra 110 skistøvler',
      'Botas de esquí Atomic Hawx Ultra 110',
      'Atomic Hawx Ultra 110 pjäxor',
    ),
    categories: [CATEGORY.skiBoots],
    price: { price: 329, rrp: 459 },
    stock: 0,
    options: [
      {
        id: 105,
        attribute: 'boot_size',
        label: text('Mondopoint size', 'Taille mondopoint', 'Mondopoint-Größe', 'Mondopoint-størrelse', 'Talla mondopoint', 'Mondopointstorlek'),
        values: sizes(['25.5', '26.5', '27.5', '28.5'], 3),
      },
    ],
  },
  {
    id: 1006,
    sku: 'ATO-AMTPOLE',
    type: 'simple',
    brandId: BRAND.atomic,
    name: text(
      'Atomic AMT SQS ski poles',
      'Bâtons de ski Atomic AMT SQS',
      'Atomic AMT SQS Skistöcke',
      'Atomic AMT SQS skistave',
      'Bastones de esquí Atomic AMT SQS',
      'Atomic AMT SQS skidstavar',
    ),
    categories: [CATEGORY.skiPoles],
    price: { price: 39, rrp: 59 },
    stock: 40,
  },
  {
    id: 1007,
    sku: 'SAL-MTNHELMET',
    type: 'configurable',
    brandId: BRAND.salomon,
    name: text(
      'Salomon MTN Lab helmet',
      'Casque Salomon MTN Lab',
      'Salomon MTN Lab Helm',
      'Salomon MTN Lab skihjelm',
      'Casco Salomon MTN Lab',
      'Salomon MTN Lab skidhjälm',
    ),
    categories: [CATEGORY.skiHelmets],
    price: { price: 119, rrp: 160 },
    stock: 0,
    options: [{ id: 107, attribute: 'size', label: text('Size', 'Taille', 'Größe', 'Størrelse', 'Talla', 'Storlek'), values: sizes(['S', 'M', 'L'], 10) }],
  },
  {
    id: 1008,
    sku: 'BUR-CUSTOM',
    type: 'configurable',
    brandId: BRAND.burton,
    name: text(
      'Burton Custom snowboard',
      'Snowboard Burton Custom',
      'Burton Custom Snowboard',
      'Burton Custom snowboard',
      'Tabla de snowboard Burton Custom',
      'Burton Custom snowboard',
    ),
    categories: [CATEGORY.snowboards],
    price: { price: 459, rrp: 599, special: 399 },
    stock: 0,
    options: [
      {
        id: 108,
        attribute: 'board_length',
        label: text('Length', 'Longueur', 'Länge', 'Længde', 'Longitud', 'Längd'),
        values: sizes(['154 cm', '158 cm', '162 cm'], 6),
      },
    ],
  },
  {
    id: 1009,
    sku: 'ROS-HERO-JR',
    type: 'simple',
    brandId: BRAND.rossignol,
    name: text(
      'Rossignol Hero Junior skis 130 cm',
      'Skis Rossignol Hero Junior 130 cm',
      'Rossignol Hero Junior Ski 130 cm',
      'Rossignol Hero Junior ski 130 cm',
      'Esquís Rossignol Hero Junior 130 cm',
      'Rossignol Hero Junior skidor 130 cm',
    ),
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
    name: text(
      'Look SPX 12 GW bindings',
      'Fixations Look SPX 12 GW',
      'Look SPX 12 GW Bindung',
      'Look SPX 12 GW bindinger',
      'Fijaciones Look SPX 12 GW',
      'Look SPX 12 GW bindningar',
    ),
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
    name: text('Look NX 12 bindings', 'Fixations Look NX 12', 'Look NX 12 Bindung', 'Look NX 12 bindinger', 'Fijaciones Look NX 12', 'Look NX 12 bindningar'),
    categories: [CATEGORY.bindings],
    price: { price: 149, rrp: 219 },
    stock: 30,
  },
  {
    id: 1012,
    sku: 'PACK-DYN-MPRO90',
    type: 'bundle',
    brandId: BRAND.dynastar,
    name: text(
      'Dynastar M-Pro 90 ski pack',
      'Pack ski Dynastar M-Pro 90',
      'Dynastar M-Pro 90 Ski-Set',
      'Dynastar M-Pro 90 skipakke',
      'Pack de esquí Dynastar M-Pro 90',
      'Dynastar M-Pro 90 skidpaket',
    ),
    categories: [CATEGORY.skiPacks, CATEGORY.skis],
    price: { price: 499, rrp: 827, special: 469 },
    stock: 10,
    attributes: { bundleLabel: 'ski pack' },
    bundle: [
      { id: 121, label: text('Skis', 'Skis', 'Ski', 'Ski', 'Esquís', 'Skidor'), required: true, selections: [{ id: 1211, productId: 1003, qty: 1 }] },
      {
        id: 122,
        label: text('Bindings', 'Fixations', 'Bindung', 'Bindinger', 'Fijaciones', 'Bindningar'),
        required: true,
        selections: [{ id: 1221, productId: 1011, qty: 1 }],
      },
      {
        id: 123,
        label: text('Poles', 'Bâtons', 'Stöcke', 'Skistave', 'Bastones', 'Stavar'),
        required: false,
        selections: [{ id: 1231, productId: 1006, qty: 1 }],
      },
    ],
  },
  {
    id: 1013,
    sku: 'PACK-FAMILY',
    type: 'bundle',
    brandId: BRAND.rossignol,
    name: text('Family ski bundle', 'Pack ski famille', 'Familien-Ski-Set', 'Skipakke til hele familien', 'Pack de esquí familiar', 'Skidpaket för familjen'),
    categories: [CATEGORY.skiPacks],
    price: { price: 699, rrp: 994 },
    stock: 4,
    attributes: { bundleLabel: 'ski bundle' },
    bundle: [
      {
        id: 131,
        label: text('Junior skis', 'Skis junior', 'Junior-Ski', 'Juniorski', 'Esquís júnior', 'Juniorskidor'),
        required: true,
        selections: [{ id: 1311, productId: 1009, qty: 2 }],
      },
      {
        id: 132,
        label: text('Bindings', 'Fixations', 'Bindungen', 'Bindinger', 'Fijaciones', 'Bindningar'),
        required: true,
        selections: [{ id: 1321, productId: 1011, qty: 2 }],
      },
      {
        id: 133,
        label: text('Poles', 'Bâtons', 'Stöcke', 'Skistave', 'Bastones', 'Stavar'),
        required: true,
        selections: [{ id: 1331, productId: 1006, qty: 2 }],
      },
    ],
  },
  {
    id: 1014,
    sku: 'PASS-CHAM-6D',
    type: 'ski_pass',
    brandId: BRAND.summitPass,
    name: text(
      'Chamonix Mont-Blanc 6-day ski pass',
      'Forfait 6 jours Chamonix Mont-Blanc',
      'Chamonix Mont-Blanc 6-Tage-Skipass',
      'Chamonix Mont-Blanc 6-dages liftkort',
      'Forfait de 6 días Chamonix Mont-Blanc',
      'Chamonix Mont-Blanc liftkort 6 dagar',
    ),
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
    name: text(
      'Les Arcs 1-day ski pass',
      'Forfait 1 jour Les Arcs',
      'Les Arcs 1-Tages-Skipass',
      'Les Arcs 1-dags liftkort',
      'Forfait de 1 día Les Arcs',
      'Les Arcs liftkort 1 dag',
    ),
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
    name: text(
      'Rossignol Hero ski jacket',
      'Veste de ski Rossignol Hero',
      'Rossignol Hero Skijacke',
      'Rossignol Hero skijakke',
      'Chaqueta de esquí Rossignol Hero',
      'Rossignol Hero skidjacka',
    ),
    categories: [CATEGORY.skiJackets],
    price: { price: 249, rrp: 380, special: 199 },
    stock: 0,
    options: [{ id: 116, attribute: 'size', label: text('Size', 'Taille', 'Größe', 'Størrelse', 'Talla', 'Storlek'), values: sizes(['S', 'M', 'L', 'XL'], 7) }],
  },
  {
    id: 1017,
    sku: 'DYN-BASELAYER',
    type: 'simple',
    brandId: BRAND.dynastar,
    name: text(
      'Dynastar merino base layer top',
      'Haut technique mérinos Dynastar',
      'Dynastar Merino-Funktionsshirt',
      'Dynastar skiundertrøje i merinould',
      'Camiseta térmica de merino Dynastar',
      'Dynastar underställströja i merinoull',
    ),
    categories: [CATEGORY.baseLayers],
    price: { price: 59, rrp: 90 },
    stock: 0,
  },
  {
    id: 1018,
    sku: 'SAL-RADIUM',
    type: 'simple',
    brandId: BRAND.salomon,
    name: text(
      'Salomon Radium goggles',
      'Masque de ski Salomon Radium',
      'Salomon Radium Skibrille',
      'Salomon Radium skibriller',
      'Gafas de esquí Salomon Radium',
      'Salomon Radium skidglasögon',
    ),
    categories: [CATEGORY.goggles],
    price: { price: 45, rrp: 70 },
    stock: 22,
  },
];

export const productImage = (sku: string) => `/media/catalog/product/${sku.toLowerCase()}.webp`;

/** The gallery's other views of a product picture: a close-up and the product out on the mountain. */
export const productViews = (image: string): string[] => ['detail', 'scene'].map((view) => image.replace(/\.webp$/, `-${view}.webp`));
