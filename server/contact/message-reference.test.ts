import { describe, expect, it } from 'vitest';
import { newMessageReference } from './message-reference.ts';

describe('newMessageReference', () => {
  it('is M- and two groups of four characters no one misreads', () => {
    for (let i = 0; i < 200; i++) expect(newMessageReference()).toMatch(/^M-[2-9A-HJ-NP-TV-Z]{4}-[2-9A-HJ-NP-TV-Z]{4}$/);
  });

  it('does not repeat itself', () => {
    const references = new Set(Array.from({ length: 10_000 }, newMessageReference));
    expect(references.size).toBe(10_000);
  });
});
