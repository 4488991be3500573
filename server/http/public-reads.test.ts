import { describe, expect, it } from 'vitest';
import { createPublicCache, publicReplyKey } from './public-cache.ts';
import { createPublicReads } from './public-reads.ts';

const request = { query: {}, host: 'localhost', headers: {} };

describe('public reads for callers in the process', () => {
  it('hands over the kept reply of a public endpoint, parsed once and frozen through', async () => {
    const cache = createPublicCache();
    const reads = createPublicReads(cache);
    reads.declare('navigation');
    expect(reads.kept('navigation', 1, '/api/nav', request)).toBeUndefined();
    await cache.get(publicReplyKey(1, '/api/nav'), async () => ({ items: [{ label: 'Ski' }] }));
    const first = await reads.kept('navigation', 1, '/api/nav', request);
    expect(first).toEqual({ items: [{ label: 'Ski' }] });
    expect(await reads.kept('navigation', 1, '/api/nav', request)).toBe(first);
    expect(() => ((first as { items: { label: string }[] }).items[0]!.label = 'Snowboard')).toThrow(TypeError);
  });

  it('keeps nothing for an endpoint that was not declared public', async () => {
    const cache = createPublicCache();
    const reads = createPublicReads(cache);
    await cache.get(publicReplyKey(1, '/api/basket'), async () => ({ lines: [] }));
    expect(reads.kept('basket', 1, '/api/basket', request)).toBeUndefined();
  });

  it('asks the endpoint whether this request gets the public reply (a content editor’s draft does not)', async () => {
    const cache = createPublicCache();
    const reads = createPublicReads(cache);
    reads.declare('story', ({ query }) => (query as Record<string, unknown>).edit !== '1');
    await cache.get(publicReplyKey(1, '/api/story?edit=1'), async () => ({ story: 'published' }));
    expect(reads.kept('story', 1, '/api/story?edit=1', { ...request, query: { edit: '1' } })).toBeUndefined();
    expect(await reads.kept('story', 1, '/api/story?edit=1', request)).toEqual({ story: 'published' });
  });

  it('finds nothing once the kept reply has expired', async () => {
    let now = 0;
    const cache = createPublicCache(() => now, 1_000);
    const reads = createPublicReads(cache);
    reads.declare('navigation');
    await cache.get(publicReplyKey(1, '/api/nav'), async () => ({ items: [] }));
    now = 1_001;
    expect(reads.kept('navigation', 1, '/api/nav', request)).toBeUndefined();
  });
});
