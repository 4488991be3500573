// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionVisitMemory } from './visit-memory.ts';

describe('the visit’s memory of a shown modal', () => {
  beforeEach(() => sessionStorage.clear());

  it('outlives the page: a new page load of the same tab remembers', () => {
    expect(sessionVisitMemory(() => sessionStorage).shownBefore()).toBe(false);
    sessionVisitMemory(() => sessionStorage).markShown();
    expect(sessionVisitMemory(() => sessionStorage).shownBefore()).toBe(true);
  });

  it('remembers for the page alone when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const memory = sessionVisitMemory(blocked);
    expect(memory.shownBefore()).toBe(false);
    memory.markShown();
    expect(memory.shownBefore()).toBe(true);
  });
});
