import { describe, expect, it } from 'vitest';
import type { NavNode } from '../../contracts/navigation.ts';
import { visibleFooterChildren } from '../../runtime/shell/footer/footer-rules.ts';
import { articlesFor } from '../../server/db/seed-data/cms/index.ts';
import { footerFor } from '../../server/db/seed-data/navigation.ts';
import { seedLanguage } from '../../server/db/seed-data/text.ts';
import { repoStores } from '../../server/test-support/test-support.ts';

/** The footer links of a store as its shoppers see them (the footer writes a bare 'advice' as '/advice'). */
function footerPaths(language: string): string[] {
  return footerFor(seedLanguage(language))
    .flatMap((column) => {
      const children = (column.children ?? []).map((child, id): NavNode => ({ id, label: child.label, url: child.url, level: 2, children: [] }));
      return visibleFooterChildren(children, language).map((child) => child.url);
    })
    .map((url) => (url.startsWith('/') ? url : `/${url}`));
}

/**
 * Spec 02 section 5 against the demo data: the footer's Blog (archived/blog) and Advice (advice)
 * links show in English stores, where they lead to seeded pages, and nowhere else.
 */
describe('footer Blog and Advice links', () => {
  const stores = repoStores();

  it.each(stores.filter((store) => store.language === 'en').map((store) => [store.code, store] as const))(
    '%s (English) shows both, and each leads to a content page of the store',
    (_code, store) => {
      const paths = footerPaths(store.language);
      expect(paths).toEqual(expect.arrayContaining(['/archived/blog', '/advice']));
      const pages = new Set(articlesFor(store, store.language).map((article) => article.path));
      expect(pages.has('/archived/blog') && pages.has('/advice')).toBe(true);
    },
  );

  it.each(stores.filter((store) => store.language !== 'en').map((store) => [store.code, store.language] as const))('%s (%s) hides both', (_code, language) => {
    const paths = footerPaths(language);
    expect(paths.some((path) => path.includes('archived/blog'))).toBe(false);
    expect(paths).not.toContain('/advice');
    // The rule hides them, not the seed: the column still holds them.
    expect(footerFor(seedLanguage(language))[0]!.children!.map((child) => child.url)).toEqual(expect.arrayContaining(['/archived/blog', 'advice']));
  });
});
