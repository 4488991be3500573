import { text, type Text } from './text.ts';

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
  path: text(`/ski/${slug.en}`, `/ski/${slug.fr}`, `/ski/${slug.de}`),
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
  { id: SKI_ROOT, parentId: null, urlKey: 'ski', name: text('Ski', 'Ski', 'Ski'), path: text('/ski', '/ski', '/ski') },
  ski(CATEGORY.skis, 'skis', text('Skis', 'Skis', 'Alpinski'), text('skis', 'skis', 'alpinski')),
  ski(CATEGORY.skiBoots, 'ski-boots', text('Ski boots', 'Chaussures de ski', 'Skischuhe'), text('ski-boots', 'chaussures-de-ski', 'skischuhe')),
  ski(CATEGORY.skiPoles, 'ski-poles', text('Ski poles', 'Bâtons de ski', 'Skistöcke'), text('ski-poles', 'batons-de-ski', 'skistoecke')),
  ski(CATEGORY.skiHelmets, 'ski-helmets', text('Ski helmets', 'Casques de ski', 'Skihelme'), text('ski-helmets', 'casques-de-ski', 'skihelme')),
  ski(CATEGORY.snowboards, 'snowboards', text('Snowboards', 'Snowboards', 'Snowboards'), text('snowboards', 'snowboards', 'snowboards')),
  ski(CATEGORY.skiPacks, 'ski-packs', text('Ski packs', 'Packs ski', 'Ski-Sets'), text('ski-packs', 'packs-ski', 'ski-sets')),
  ski(CATEGORY.skiPasses, 'ski-passes', text('Ski passes', 'Forfaits de ski', 'Skipässe'), text('ski-passes', 'forfaits', 'skipaesse')),
  ski(CATEGORY.bindings, 'bindings', text('Ski bindings', 'Fixations de ski', 'Skibindungen'), text('bindings', 'fixations', 'bindungen')),
  {
    id: CLOTHING_ROOT,
    parentId: null,
    urlKey: 'clothing',
    name: text('Clothing', 'Vêtements', 'Bekleidung'),
    path: text('/clothing', '/vetements', '/bekleidung'),
  },
  {
    id: CATEGORY.skiJackets,
    parentId: CLOTHING_ROOT,
    urlKey: 'ski-jackets',
    name: text('Ski jackets', 'Vestes de ski', 'Skijacken'),
    path: text('/clothing/ski-jackets', '/vetements/vestes-de-ski', '/bekleidung/skijacken'),
  },
  {
    id: CATEGORY.baseLayers,
    parentId: CLOTHING_ROOT,
    urlKey: 'base-layers',
    name: text('Base layers', 'Sous-vêtements techniques', 'Funktionswäsche'),
    path: text('/clothing/base-layers', '/vetements/sous-vetements-techniques', '/bekleidung/funktionswaesche'),
  },
  {
    id: ACCESSORIES_ROOT,
    parentId: null,
    urlKey: 'accessories',
    name: text('Accessories', 'Accessoires', 'Zubehör'),
    path: text('/accessories', '/accessoires', '/zubehoer'),
  },
  {
    id: CATEGORY.goggles,
    parentId: ACCESSORIES_ROOT,
    urlKey: 'goggles',
    name: text('Goggles', 'Masques de ski', 'Skibrillen'),
    path: text('/accessories/goggles', '/accessoires/masques-de-ski', '/zubehoer/skibrillen'),
  },
  {
    // More than one page of products (seed-data/shopping.ts): listings page at 42.
    id: CATEGORY.hatsAndSocks,
    parentId: ACCESSORIES_ROOT,
    urlKey: 'hats-and-socks',
    name: text('Hats, gloves and socks', 'Bonnets, gants et chaussettes', 'Mützen, Handschuhe und Socken'),
    path: text('/accessories/hats-and-socks', '/accessoires/bonnets-et-chaussettes', '/zubehoer/muetzen-und-socken'),
  },
];

export function categoryPath(id: number, language: keyof Text): string {
  const category = CATEGORIES.find((c) => c.id === id);
  if (!category) throw new Error(`seed: no category ${id}`);
  return category.path[language];
}
