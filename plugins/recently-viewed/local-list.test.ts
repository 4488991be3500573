import { describe, expect, it } from 'vitest';
import { addViewed, localList, parseList, storageKey } from './local-list.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('addViewed', () => {
  it('puts the product first, once', () => {
    expect(addViewed([], 1001)).toEqual([1001]);
    expect(addViewed([1002, 1001, 1003], 1001)).toEqual([1001, 1002, 1003]);
  });

  it('keeps 10 entries: the oldest fall off', () => {
    let list: number[] = [];
    for (let id = 1; id <= 12; id++) list = addViewed(list, id);
    expect(list).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(addViewed(list, 5)).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
    expect(addViewed([1, 2, 3], 4, 30)).toHaveLength(4);
  });
});

describe('parseList', () => {
  it('reads what addViewed wrote', () => {
    expect(parseList(JSON.stringify([3, 2, 1]))).toEqual([3, 2, 1]);
  });

  it('drops what cannot be a product id, duplicates and entries beyond 10', () => {
    expect(parseList('[1, "2", -3, 1.5, 1, null, 4]')).toEqual([1, 4]);
    expect(parseList(JSON.stringify(Array.from({ length: 14 }, (_, i) => i + 1)))).toHaveLength(10);
    expect(parseList('{"a": 1}')).toEqual([]);
    expect(parseList('not json')).toEqual([]);
    expect(parseList(null)).toEqual([]);
  });
});

describe('localList', () => {
  it('keeps one list per store in the storage', () => {
    const storage = memoryStorage();
    const uk = localList(storage, 1);
    uk.add(1001);
    uk.add(1002);
    uk.add(1001);
    expect(uk.read()).toEqual([1001, 1002]);
    expect(localList(storage, 13).read()).toEqual([]);
    expect(storage.getItem(storageKey(1))).toBe('[1001,1002]');
  });

  it('changes nothing where storage is blocked or full', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    const list = localList(full, 1);
    list.add(1001);
    expect(list.read()).toEqual([]);
    expect(localList(null, 1).read()).toEqual([]);
  });
});
