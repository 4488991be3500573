import { describe, expect, it } from 'vitest';
import type { HttpError } from './errors.ts';
import { keyedLimiter } from './keyed-limits.ts';

const limit = { max: 2, windowMs: 60_000 };
const refusal = (take: () => void): HttpError | null => {
  try {
    take();
    return null;
  } catch (error) {
    return error as HttpError;
  }
};

describe('keyedLimiter', () => {
  it('takes max per key in a window, then refuses with 429 saying when; other keys go on; a new window starts afresh', () => {
    let clock = 0;
    const limiter = keyedLimiter(() => clock);
    limiter.take([{ key: 'a', limit }]);
    limiter.take([{ key: 'a', limit }]);
    clock = 30_000;
    const refused = refusal(() => limiter.take([{ key: 'a', limit }]));
    expect(refused?.status).toBe(429);
    expect(refused?.message).toBe('Too many requests: please try again in 1 minute(s).');
    expect(refusal(() => limiter.take([{ key: 'b', limit }]))).toBeNull();
    clock = 60_000;
    expect(refusal(() => limiter.take([{ key: 'a', limit }]))).toBeNull();
  });

  it('counts all keys of a request or none, so a refused request uses up nothing', () => {
    const limiter = keyedLimiter(() => 0);
    limiter.take([{ key: 'sender', limit }]);
    limiter.take([{ key: 'sender', limit }]);
    expect(
      refusal(() =>
        limiter.take([
          { key: 'sender', limit },
          { key: 'store', limit },
        ]),
      )?.status,
    ).toBe(429);
    limiter.take([{ key: 'store', limit }]);
    limiter.take([{ key: 'store', limit }]);
    expect(refusal(() => limiter.take([{ key: 'store', limit }]))?.status).toBe(429);
  });

  it('forgets ended windows once it holds many keys', () => {
    let clock = 0;
    const limiter = keyedLimiter(() => clock);
    for (let i = 0; i < 1_500; i++) limiter.take([{ key: `k${i}`, limit }]);
    clock = 60_000;
    limiter.take([{ key: 'k0', limit }]);
    limiter.take([{ key: 'k0', limit }]);
    expect(refusal(() => limiter.take([{ key: 'k0', limit }]))?.status).toBe(429);
  });
});
