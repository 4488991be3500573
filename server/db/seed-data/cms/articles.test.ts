import { describe, expect, it } from 'vitest';
import { repoStores } from '../../../test-support/test-support.ts';
import { rewritesFor } from '../rewrites.ts';
import { articlesFor } from './index.ts';

const stores = repoStores();
const uk = stores.find((store) => store.code === 'uk')!;

/** The addresses inside the shop that a page links to (mail links and other sites left out). */
const internalLinks = (html: string) => [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);

describe('blog and advice seed pages', () => {
  const articles = articlesFor(uk, 'en');

  it('gives English stores a blog index with its posts and an advice page, each at its own address', () => {
    const paths = articles.map((article) => article.path);
    expect(paths).toContain('/archived/blog');
    expect(paths).toContain('/advice');
    expect(paths.filter((path) => path.startsWith('/archived/blog/')).length).toBeGreaterThanOrEqual(3);
    expect(new Set(articles.map((article) => article.identifier)).size).toBe(articles.length);
    for (const article of articles) {
      expect(article.title.trim(), article.path).not.toBe('');
      expect(article.metaDescription.trim(), article.path).not.toBe('');
      expect(article.content, article.path).toMatch(/^<p>/);
    }
  });

  it('lists every post on the blog index', () => {
    const index = articles.find((article) => article.path === '/archived/blog')!;
    for (const post of articles.filter((article) => article.path.startsWith('/archived/blog/'))) {
      expect(index.content).toContain(`href="${post.path}"`);
      expect(index.content).toContain(post.title);
    }
  });

  it('links only to addresses the English store knows', () => {
    const known = new Set([...rewritesFor(uk.storeId, 'en').map((rewrite) => rewrite.path), ...articles.map((article) => article.path)]);
    for (const article of articles) {
      for (const href of internalLinks(article.content)) expect(known.has(href), `${article.path} → ${href}`).toBe(true);
    }
  });

  it('tells the store’s own facts, and gives no store in another language a blog', () => {
    expect(articles.find((article) => article.path === '/advice')!.content).toContain(uk.supportEmail);
    const others = stores.filter((store) => store.language !== 'en');
    expect(others.length).toBeGreaterThan(0);
    for (const store of others) expect(articlesFor(store, store.language)).toEqual([]);
  });
});
