import { SyncHook } from 'tapable';
import { describe, expect, it, vi } from 'vitest';
import type { ConsentState } from '../../../contracts/consent.ts';
import { createConsentGate } from './consent-gate.ts';

const undecided: ConsentState = { given: false, functional: false, advertising: false };
const functionalOnly: ConsentState = { given: true, functional: true, advertising: false };
const rejected: ConsentState = { given: true, functional: false, advertising: false };

describe('consent gate', () => {
  it('queues work until the choice allows it, then runs it in order and later work at once', () => {
    const hook = new SyncHook<[ConsentState]>(['consent']);
    const onFirstOpen = vi.fn();
    const gate = createConsentGate<ConsentState>(
      (listener) => hook.tap('test', listener),
      (c) => c.functional,
      { onFirstOpen },
    );
    const seen: number[] = [];
    gate.run(() => seen.push(1));
    hook.call(undecided);
    gate.run(() => seen.push(2));
    expect(seen).toEqual([]);
    hook.call(functionalOnly);
    expect(seen).toEqual([1, 2]);
    gate.run(() => seen.push(3));
    expect(seen).toEqual([1, 2, 3]);
    hook.call(functionalOnly);
    expect(onFirstOpen).toHaveBeenCalledTimes(1);
  });

  it('drops the queue and later work when the choice does not allow the tracker', () => {
    const hook = new SyncHook<[ConsentState]>(['consent']);
    const gate = createConsentGate<ConsentState>(
      (listener) => hook.tap('test', listener),
      (c) => c.advertising,
    );
    const work = vi.fn();
    gate.run(work);
    hook.call(functionalOnly);
    gate.run(work);
    expect(work).not.toHaveBeenCalled();
    expect(gate.state).toBe('closed');
    hook.call({ given: true, functional: false, advertising: true });
    expect(work).not.toHaveBeenCalled();
    gate.run(work);
    expect(work).toHaveBeenCalledTimes(1);
    hook.call(rejected);
    gate.run(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('keeps at most `limit` queued items, the newest', () => {
    const hook = new SyncHook<[ConsentState]>(['consent']);
    const gate = createConsentGate<ConsentState>(
      (listener) => hook.tap('test', listener),
      (c) => c.functional,
      { limit: 2 },
    );
    const seen: number[] = [];
    [1, 2, 3].forEach((n) => gate.run(() => seen.push(n)));
    hook.call(functionalOnly);
    expect(seen).toEqual([2, 3]);
  });

  it('runs every queued item even if one throws, then rethrows for the kernel to log', () => {
    const hook = new SyncHook<[ConsentState]>(['consent']);
    const gate = createConsentGate<ConsentState>(
      (listener) => hook.tap('test', listener),
      (c) => c.functional,
    );
    const after = vi.fn();
    gate.run(() => {
      throw new Error('bad tracker');
    });
    gate.run(after);
    expect(() => hook.call(functionalOnly)).toThrow('bad tracker');
    expect(after).toHaveBeenCalled();
  });
});
