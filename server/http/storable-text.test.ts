import { describe, expect, it } from 'vitest';
import { unstorableTextAt } from './storable-text.ts';

describe('unstorableTextAt', () => {
  it('accepts ordinary text, accents and emoji (surrogate pairs)', () => {
    expect(unstorableTextAt({ name: 'Crème brûlée ⛷️ 🏂', tags: ['a', 'ß'], n: 1, ok: null })).toBeNull();
  });

  it('names the field with NUL or a lone surrogate, in nested values and keys', () => {
    expect(unstorableTextAt({ email: 'a\u0000b' })).toBe('email');
    expect(unstorableTextAt({ data: { list: ['ok', '\ud800'] } })).toBe('data.list[1]');
    expect(unstorableTextAt({ data: { '\udc00x': 1 } })).toBe('data.(key)');
    expect(unstorableTextAt('x\udfff')).toBe('(value)');
  });
});
