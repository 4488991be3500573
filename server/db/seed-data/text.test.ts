import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands.ts';
import { CATEGORIES, CATEGORY, categoryPath } from './categories.ts';
import { EVENTS } from './events.ts';
import { footerFor, headerFor, type SeedNavItem } from './navigation.ts';
import { PRODUCTS } from './products.ts';
import { rewritesFor } from './rewrites.ts';
import { accessories, BRAND_DESCRIPTIONS } from './shopping.ts';
import { SEED_LANGUAGES, seedLanguage, type SeedLanguage, type Text } from './text.ts';

const NEW_LANGUAGES = ['da', 'es', 'sv'] as const;

/** Every Text of the seed data, with where it is (for the failure message). */
function seedTexts(): [string, Text][] {
  return [
    ...CATEGORIES.flatMap((c): [string, Text][] => [
      [`category ${c.id} name`, c.name],
      [`category ${c.id} path`, c.path],
    ]),
    ...EVENTS.map((e): [string, Text] => [`event ${e.slug}`, e.name]),
    ...PRODUCTS.flatMap((p): [string, Text][] => [
      [`product ${p.sku}`, p.name],
      ...(p.options ?? []).map((o): [string, Text] => [`option ${o.id}`, o.label]),
      ...(p.bundle ?? []).map((o): [string, Text] => [`bundle option ${o.id}`, o.label]),
    ]),
    ...accessories().map((a): [string, Text] => [`accessory ${a.sku}`, a.name]),
    ...Object.entries(BRAND_DESCRIPTIONS).flatMap(([brand, d]) =>
      d.en.map((en, i): [string, Text] => [`brand ${brand} text ${i}`, { en, fr: d.fr[i]!, de: d.de[i]!, da: d.da[i]!, es: d.es[i]!, sv: d.sv[i]! }]),
    ),
    ...navTexts('header', headerFor),
    ...navTexts('footer', footerFor),
  ];
}

/** The menus item by item: the same tree in every language, so a label is a Text. */
function navTexts(name: string, menu: (language: SeedLanguage) => SeedNavItem[]): [string, Text][] {
  const trees = Object.fromEntries(SEED_LANGUAGES.map((l) => [l, menu(l)])) as Record<SeedLanguage, SeedNavItem[]>;
  const walk = (at: string, items: Record<SeedLanguage, SeedNavItem[]>): [string, Text][] =>
    items.en.flatMap((item, i) => {
      const pick = <T>(f: (item: SeedNavItem) => T) => Object.fromEntries(SEED_LANGUAGES.map((l) => [l, f(items[l][i]!)])) as Record<SeedLanguage, T>;
      const where = `${at} ${item.label}`;
      return [
        [`${where} label`, pick((x) => x.label)],
        ...(item.children
          ? walk(
              where,
              pick((x) => x.children ?? []),
            )
          : []),
      ];
    });
  return walk(name, trees);
}

/** Names that are the same in every language: brands, models, the shop's own labels. */
const NAMES = new Set(
  [
    ...BRANDS.flatMap((b) => b.name.split(' ')),
    ...['Experience', 'Ti', 'Redster', 'X9', 'M-Pro', 'S/Pro', 'Hawx', 'Ultra', 'AMT', 'SQS', 'MTN', 'Lab', 'Radium', 'Custom', 'Hero', 'Junior'],
    ...['SPX', 'GW', 'NX', 'Chamonix', 'Mont-Blanc', 'Mont', 'Blanc', 'Les', 'Arcs', 'Isère', 'Annecy', 'Altenmarkt', 'Vermont', 'Sallanches'],
    ...['B', 'Corp', 'Blog'],
  ].map((w) => w.toLowerCase()),
);

/** Words of English texts that are also words of the language (loanwords, colours, materials). */
const SHARED: Record<(typeof NEW_LANGUAGES)[number], string[]> = {
  da: ['ski', 'snowboard', 'snowboards', 'orange', 'softshell', 'merino', 'mondopoint', 'model'],
  es: ['snowboard', 'softshell', 'merino', 'mondopoint', 'pack', 'packs', 'flash', 'legal', 'austria'],
  sv: ['snowboard', 'snowboards', 'orange', 'softshell', 'mondopoint'],
};

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}/'’-]+/gu) ?? [];
const isName = (w: string) => NAMES.has(w) || /^[\d/.-]+(cm)?$/.test(w) || /^(s|m|l|xl|cm)$/.test(w);

describe('seed languages', () => {
  it('keeps each of the six languages and maps any other to English', () => {
    for (const l of SEED_LANGUAGES) expect(seedLanguage(l)).toBe(l);
    expect(seedLanguage('da-DK')).toBe('da');
    expect(seedLanguage('SV')).toBe('sv');
    for (const l of ['it', 'nl', 'default', '']) expect(seedLanguage(l)).toBe('en');
  });
});

describe('seed texts in Danish, Spanish and Swedish', () => {
  const texts = seedTexts();

  it('finds the texts of every seed file', () => {
    expect(texts.length).toBeGreaterThan(150);
  });

  it('has every language, none empty', () => {
    for (const [where, t] of texts) {
      expect(Object.keys(t).sort(), where).toEqual([...SEED_LANGUAGES].sort());
      for (const l of SEED_LANGUAGES) expect(t[l].trim(), `${where} ${l}`).not.toBe('');
    }
  });

  it('translates every text that is more than brand and model names', () => {
    for (const [where, t] of texts) {
      if (t.en.startsWith('/') || words(t.en).every(isName)) continue;
      for (const l of NEW_LANGUAGES) {
        if (t[l] !== t.en) continue;
        // The same as English only when it is names and words the language shares with English.
        const foreign = words(t.en).filter((w) => !isName(w) && !SHARED[l].includes(w));
        expect(foreign, `${where} ${l}: ${t[l]}`).toEqual([]);
      }
    }
  });

  it('leaves no English words in them', () => {
    const found: string[] = [];
    const english = new Set(texts.filter(([, t]) => !t.en.startsWith('/')).flatMap(([, t]) => words(t.en).filter((w) => !isName(w))));
    for (const [where, t] of texts) {
      if (t.en.startsWith('/')) continue;
      for (const l of NEW_LANGUAGES) {
        const left = words(t[l]).filter((w) => english.has(w) && !SHARED[l].includes(w));
        if (left.length) found.push(`${where} ${l}: ${t[l]} (${left.join(', ')})`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('category paths in Danish, Spanish and Swedish', () => {
  it('are lowercase ASCII, one per category, under the parent path', () => {
    for (const l of NEW_LANGUAGES) {
      const paths = CATEGORIES.map((c) => categoryPath(c.id, l));
      expect(new Set(paths).size, l).toBe(paths.length);
      for (const c of CATEGORIES) {
        expect(c.path[l], `${c.id} ${l}`).toMatch(/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/);
        if (c.parentId !== null) expect(c.path[l].startsWith(`${categoryPath(c.parentId, l)}/`), `${c.id} ${l}`).toBe(true);
      }
    }
  });

  it('are in the language, not English, below the shared /ski root', () => {
    expect(categoryPath(CATEGORY.skiBoots, 'da')).toBe('/ski/skistovler');
    expect(categoryPath(CATEGORY.skiBoots, 'es')).toBe('/ski/botas-de-esqui');
    expect(categoryPath(CATEGORY.skiBoots, 'sv')).toBe('/ski/pjaxor');
    for (const l of NEW_LANGUAGES) {
      for (const c of CATEGORIES.filter((c) => c.urlKey !== 'ski' && c.urlKey !== 'snowboards')) expect(c.path[l], `${c.id} ${l}`).not.toBe(c.path.en);
    }
  });

  it('are what the menus link to and what the store rewrites', () => {
    for (const l of NEW_LANGUAGES) {
      const rewrites = new Map(rewritesFor(1, l).map((r) => [r.path, r]));
      for (const c of CATEGORIES) expect(rewrites.get(c.path[l]), `${c.id} ${l}`).toMatchObject({ pageType: 'category', entityId: c.id });
      const linked = (items: SeedNavItem[]): SeedNavItem[] => items.flatMap((i) => [i, ...linked(i.children ?? [])]);
      for (const item of linked(headerFor(l)).filter((i) => i.categoryId !== undefined)) {
        expect(item.url).toBe(categoryPath(item.categoryId!, l));
        expect(rewrites.has(item.url)).toBe(true);
      }
      expect(rewrites.get('/old-skis')?.redirect?.url).toBe(categoryPath(CATEGORY.skis, l));
    }
  });
});

describe('menus in the store language', () => {
  it('label the header and footer in Danish, Spanish and Swedish', () => {
    expect(headerFor('da').map((i) => i.label)).toEqual(['Ski', 'Snowboards', 'Beklædning', 'Mærker', 'Lynudsalg']);
    expect(headerFor('es').map((i) => i.label)).toEqual(['Esquí', 'Tablas de snowboard', 'Ropa', 'Marcas', 'Ventas flash']);
    expect(headerFor('sv').map((i) => i.label)).toEqual(['Skidor', 'Snowboards', 'Kläder', 'Varumärken', 'Blixtreor']);
    expect(footerFor('es').map((i) => i.label)).toEqual(['Summit', 'Ayuda', 'Mi cuenta', 'Información legal']);
  });

  it('keep the same links in every language', () => {
    // A link to a category's path in the language counts as that category.
    const urls = (items: SeedNavItem[], l: SeedLanguage): string[] =>
      items.flatMap((i) => {
        const category = CATEGORIES.find((c) => c.path[l] === i.url);
        return [category ? `category ${category.id}` : i.url, ...urls(i.children ?? [], l)];
      });
    for (const l of NEW_LANGUAGES) {
      expect(urls(headerFor(l), l)).toEqual(urls(headerFor('en'), 'en'));
      expect(urls(footerFor(l), l)).toEqual(urls(footerFor('en'), 'en'));
    }
  });
});
