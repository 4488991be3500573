import { describe, expect, it } from 'vitest';
import { repoStores } from '../test-support/test-support.ts';
import { createStoreRegistry, stripPort } from './store-registry.ts';

describe('store registry', () => {
  const registry = createStoreRegistry(repoStores());

  it('picks the store by host name, port stripped, any case', () => {
    expect(registry.byHost('fr.localhost').storeId).toBe(13);
    expect(registry.byHost('fr.localhost:3000').storeId).toBe(13);
    expect(registry.byHost('De.Localhost:80').storeId).toBe(11);
    expect(registry.byHost('127.0.0.1:3000').storeId).toBe(1);
  });

  it('falls back to store 1 for unknown or empty hosts', () => {
    expect(registry.byHost('shop.example.com').storeId).toBe(1);
    expect(registry.byHost('').storeId).toBe(1);
    expect(registry.byHost('[::1]:3000').storeId).toBe(1);
  });

  it('finds stores by id', () => {
    expect(registry.byId(11)?.code).toBe('de');
    expect(registry.byId(12)?.code).toBe('dk');
    expect(registry.byId(99)).toBeUndefined();
  });

  it('strips ports, IPv6 included', () => {
    expect(stripPort('[::1]:3000')).toBe('[::1]');
    expect(stripPort('localhost')).toBe('localhost');
  });
});
