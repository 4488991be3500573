import { proxy } from 'valtio';
import { describe, expect, it } from 'vitest';
import { createServiceRegistry, type Used } from './services.ts';

interface CounterService {
  readonly state: { count: number; items: Array<{ name: string }> };
  increment(): void;
}

function counterService(): CounterService {
  const state = proxy({ count: 0, items: [{ name: 'first' }] });
  return {
    state,
    increment: () => {
      state.count += 1;
    },
  };
}

describe('a service its users use', () => {
  it('changes its state only through what its provider offers', () => {
    const registry = createServiceRegistry(() => {});
    registry.provide('provider', 'counter', counterService());
    // What `ctx.use(ref)` gives another plugin.
    const used = registry.get('counter') as Used<CounterService>;
    used.increment();
    expect(used.state.count).toBe(1);

    // The type check is the rule: a user that writes the provider's state does not compile.
    const writeAttempts = [
      // @ts-expect-error a user may read the state, never write it
      () => (used.state.count = 5),
      // @ts-expect-error nor write inside it
      () => (used.state.items[0]!.name = 'changed'),
      // @ts-expect-error nor add to a list in it
      () => used.state.items.push({ name: 'added' }),
    ];
    expect(writeAttempts).toHaveLength(3);
  });

  it('warns when a second provider replaces a service', () => {
    const warnings: string[] = [];
    const registry = createServiceRegistry((plugin, message) => warnings.push(`${plugin}: ${message}`));
    registry.provide('first', 'counter', counterService());
    registry.provide('second', 'counter', counterService());
    expect(warnings).toEqual(['second: replaces the service counter of first']);
  });
});
