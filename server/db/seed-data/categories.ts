import { mapText, text, type SeedLanguage, type Text } from './text.ts';

export interface SeedCategory {
  id: number;
  parentId: number | null;
  urlKey: string;
  name: Text;
  /** Storefront path per language (url_rewrites, page type category). */
  path: Text;
}

const ski = (id: number, urlKey: string, name: Text, slug: Text): SeedCategory => ({
  id,
  parentId: SKI_ROOT,
  urlKey,
  name,
  path: mapText(slug, (s) => `/ski/${s}`),
});

export const SKI_ROOT = 3950;
export const CLOTHING_ROOT = 4000;
export const ACCESSORIES_ROOT = 4200;

/** The ski category ids of spec 01 section 9 (3956, 3955, 3957, 3993, 16550) sit under "Ski". */
export const CATEGORY = {
  ski: SKI_ROOT,
  skis: 3956,
  skiBoots: 3955,
  skiPoles: 3957,
  skiHelmets: 3993,
  snowboards: 16550,
  skiPacks: 3958,
  skiPasses: 3959,
  bindings: 3960,
  clothing: CLOTHING_ROOT,
  skiJackets: 4001,
  baseLayers: 4002,
  accessories: ACCESSORIES_ROOT,
  goggles: 4201,
  hatsAndSocks: 4202,
} as const;

export const CATEGORIES: SeedCategory[] = [
  {
    id: SKI_ROOT,
    parentId: null,
    urlKey: 'ski',
    name: text('Ski', 'Ski', 'Ski', 'Ski', 'Esquí', 'Skidor'),
    path: text('/ski', '/ski', '/ski', '/ski', '/ski', '/ski'),
  },
  ski(
    CATEGORY.skis,
    'skis',
    text('Skis', 'Skis', 'Alpinski', 'Alpinski', 'Esquís', 'Alpinskidor'),
    text('skis', 'skis', 'alpinski', 'alpinski', 'esquis', 'alpinskidor'),
  ),
  ski(
    CATEGORY.skiBoots,
    'ski-boots',
    text('Ski boots', 'Chaussures de ski', 'Skischuhe', 'Skistøvler', 'Botas de esquí', 'Pjäxor'),
    text('ski-boots', 'chaussures-de-ski', 'skischuhe', 'skistovler', 'botas-de-esqui', 'pjaxor'),
  ),
  ski(
    CATEGORY.skiPoles,
    'ski-poles',
    text('Ski poles', 'Bâtons de ski', 'Skistöcke', 'Skistave', 'Bastones de esquí', 'Skidstavar'),
    text('ski-poles', 'batons-de-ski', 'skistoecke', 'skistave', 'bastones-de-esqui', 'skidstavar'),
  ),
  ski(
    CATEGORY.skiHelmets,
    'ski-helmets',
    text('Ski helmets', 'Casques de ski', 'Skihelme', 'Skihjelme', 'Cascos de esquí', 'Skidhjälmar'),
    text('ski-helmets', 'casques-de-ski', 'skihelme', 'skihjelme', 'cascos-de-esqui', 'skidhjalmar'),
  ),
  ski(
    CATEGORY.snowboards,
    'snowboards',
    text('Snowboards', 'Snowboards', 'Snowboards', 'Snowboards', 'Tablas de snowboard', 'Snowboards'),
    text('snowboards', 'snowboards', 'snowboards', 'snowboards', 'tablas-de-snowboard', 'snowboards'),
  ),
  ski(
    CATEGORY.skiPacks,
    'ski-packs',
    text('Ski packs', 'Packs ski', 'Ski-Sets', 'Skipakker', 'Packs de esquí', 'Skidpaket'),
    text('ski-packs', 'packs-ski', 'ski-sets', 'skipakker', 'packs-de-esqui', 'skidpaket'),
  ),
  ski(
    CATEGORY.skiPasses,
    'ski-passes',
    text('Ski passes', 'Forfaits de ski', 'Skipässe', 'Liftkort', 'Forfaits de esquí', 'Liftkort'),
    text('ski-passes', 'forfaits', 'skipaesse', 'liftkort', 'forfaits', 'liftkort'),
  ),
  ski(
    CATEGORY.bindings,
    'bindings',
    text('Ski bindings', 'Fixations de ski', 'Skibindungen', 'Skibindinger', 'Fijaciones de esquí', 'Skidbindningar'),
    text('bindings', 'fixations', 'bindungen', 'bindinger', 'fijaciones', 'bindningar'),
  ),
  {
    id: CLOTHING_ROOT,
    parentId: null,
    urlKey: 'clothing',
    name: text('Clothing', 'Vêtements', 'Bekleidung', 'Beklædning', 'Ropa', 'Kläder'),
    path: text('/clothing', '/vetements', '/bekleidung', '/beklaedning', '/ropa', '/klader'),
  },
  {
    id: CATEGORY.skiJackets,
    parentId: CLOTHING_ROOT,
    urlKey: 'ski-jackets',
    name: text('Ski jackets', 'Vestes de ski', 'Skijacken', 'Skijakker', 'Chaquetas de esquí', 'Skidjackor'),
    path: text(
      '/clothing/ski-jackets',
      '/vetements/vestes-de-ski',
      '/bekleidung/skijacken',
      '/beklaedning/skijakker',
      '/ropa/chaquetas-de-esqui',
      '/klader/skidjackor',
    ),
  },
  {
    id: CATEGORY.baseLayers,
    parentId: CLOTHING_ROOT,
    urlKey: 'base-layers',
    name: text('Base layers', 'Sous-vêtements techniques', 'Funktionswäsche', 'Skiundertøj', 'Ropa térmica', 'Underställ'),
    path: text(
      '/clothing/base-layers',
      '/vetements/sous-vetements-techniques',
      '/bekleidung/funktionswaesche',
      '/beklaedning/skiundertoj',
      '/ropa/ropa-termica',
      '/klader/understall',
    ),
  },
  {
    id: ACCESSORIES_ROOT,
    parentId: null,
    urlKey: 'accessories',
    name: text('Accessories', 'Accessoires', 'Zubehör', 'Tilbehør', 'Accesorios', 'Tillbehör'),
    path: text('/accessories', '/accessoires', '/zubehoer', '/tilbehor', '/accesorios', '/tillbehor'),
  },
  {
    id: CATEGORY.goggles,
    parentId: ACCESSORIES_ROOT,
    urlKey: 'goggles',
    name: text('Goggles', 'Masques de ski', 'Skibrillen', 'Skibriller', 'Gafas de esquí', 'Skidglasögon'),
    path: text(
      '/accessories/goggles',
      '/accessoires/masques-de-ski',
      '/zubehoer/skibrillen',
      '/tilbehor/skibriller',
      '/accesorios/gafas-de-esqui',
      '/tillbehor/skidglasogon',
    ),
  },
  {
    // More than one page of products (seed-data/shopping.ts): listings page at 42.
    id: CATEGORY.hatsAndSocks,
    parentId: ACCESSORIES_ROOT,
    urlKey: 'hats-and-socks',
    name: text(
      'Hats, gloves and socks',
      'Bonnets, gants et chaussettes',
      'Mützen, Handschuhe und Socken',
      'Huer, handsker og strømper',
      'Gorros, guantes y calcetines',
      'Mössor, handskar och strumpor',
    ),
    path: text(
      '/accessories/hats-and-socks',
      '/accessoires/bonnets-et-chaussettes',
      '/zubehoer/muetzen-und-socken',
      '/tilbehor/huer-og-stromper',
      '/accesorios/gorros-y-calcetines',
      '/tillbehor/mossor-och-strumpor',
    ),
  },
];

export function categoryPath(id: number, language: SeedLanguage): string {
  const category = CATEGORIES.find((c) => c.id === id);
  if (!category) throw new Error(`seed: no category ${id}`);
  return category.path[language];
}
