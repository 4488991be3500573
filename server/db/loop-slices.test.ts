import { describe, expect, it } from 'vitest';
import { loopSlices } from './loop-slices.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A clock the test moves by hand: each piece of work "takes" what it adds. */
function handClock() {
  let at = 0;
  return { now: () => at, spend: (ms: number) => (at += ms) };
}

/**
 * Two pieces of work queued together; the first schedules a callback of a later turn of the
 * loop (what a socket's read or a new connection is to the loop) and takes `firstMs`.
 */
async function twoPieces(firstMs: number): Promise<string[]> {
  const clock = handClock();
  const inSlice = loopSlices(3, clock.now);
  const order: string[] = [];
  const first = inSlice(async () => {
    order.push('first');
    setImmediate(() => order.push('I/O'));
    clock.spend(firstMs);
  });
  const second = inSlice(async () => order.push('second'));
  await Promise.all([first, second]);
  await nextTurn();
  return order;
}

describe('loop slices', () => {
  it('runs pieces back to back while the slice lasts, and keeps their order', async () => {
    expect(await twoPieces(1)).toEqual(['first', 'second', 'I/O']);
  });

  it('lets the event loop do its I/O once a slice is used up', async () => {
    expect(await twoPieces(5)).toEqual(['first', 'I/O', 'second']);
  });

  it('starts a new slice when the loop has turned meanwhile', async () => {
    const clock = handClock();
    const inSlice = loopSlices(3, clock.now);
    await inSlice(async () => clock.spend(2));
    await nextTurn();
    const order: string[] = [];
    const next = inSlice(async () => {
      order.push('next');
      clock.spend(2);
    });
    setImmediate(() => order.push('I/O'));
    const after = inSlice(async () => order.push('after'));
    await Promise.all([next, after]);
    await nextTurn();
    expect(order).toEqual(['next', 'after', 'I/O']);
  });

  it('goes on after a piece that failed, which fails alone', async () => {
    const inSlice = loopSlices();
    const failed = inSlice(async () => {
      throw new Error('syntax error');
    });
    await expect(failed).rejects.toThrow('syntax error');
    await expect(inSlice(async () => 'next')).resolves.toBe('next');
  });
});
