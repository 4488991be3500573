import { describe, expect, it } from 'vitest';
import { createPagination, direction, goTo, hasNext, hasPrevious, isValidPage, next, previous, withCount } from './pagination.ts';

describe('change mode', () => {
  it('moves within 1..count', () => {
    let s = createPagination('change', 3);
    expect(hasPrevious(s)).toBe(false);
    expect(hasNext(s)).toBe(true);
    s = next(next(s));
    expect(s.current).toBe(3);
    expect(hasNext(s)).toBe(false);
    expect(next(s)).toBe(s);
    s = previous(s);
    expect(s.current).toBe(2);
    expect(hasPrevious(s)).toBe(true);
    expect(previous(previous(s)).current).toBe(1);
    expect(previous(createPagination('change', 3))).toEqual(createPagination('change', 3));
  });

  it('accepts go-to-page only within 1..count', () => {
    const s = createPagination('change', 3);
    expect(goTo(s, 3).current).toBe(3);
    expect(goTo(s, 0)).toBe(s);
    expect(goTo(s, 4)).toBe(s);
    expect(goTo(s, 1.5)).toBe(s);
    expect(goTo(s, Number.NaN)).toBe(s);
    expect(isValidPage(s, 2)).toBe(true);
  });

  it('clamps the start page and the count', () => {
    expect(createPagination('change', 0).count).toBe(1);
    expect(createPagination('change', 3, 9).current).toBe(3);
    expect(withCount(createPagination('change', 5, 5), 2).current).toBe(2);
  });
});

describe('extend mode', () => {
  it('previous lowers initial, next raises current', () => {
    let s = createPagination('extend', 5, 3);
    expect(hasPrevious(s)).toBe(true);
    s = previous(s);
    expect(s).toMatchObject({ initial: 2, current: 3, next: 2 });
    expect(direction(s)).toBe(-1);
    s = next(s);
    expect(s).toMatchObject({ initial: 2, current: 4, next: 4 });
    expect(direction(s)).toBe(1);
    s = previous(previous(s));
    expect(s.initial).toBe(1);
    expect(hasPrevious(s)).toBe(false);
    expect(hasNext(s)).toBe(true);
  });

  it('reports direction 0 when next is neither end', () => {
    expect(direction({ mode: 'extend', initial: 1, current: 4, count: 5, next: 2 })).toBe(0);
  });

  it('next is available only while current < count', () => {
    const s = createPagination('extend', 2, 2);
    expect(hasNext(s)).toBe(false);
    expect(next(s)).toBe(s);
  });
});
