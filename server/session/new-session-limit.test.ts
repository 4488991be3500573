import { describe, expect, it } from 'vitest';
import { addressKey, createNewSessionLimit } from './new-session-limit.ts';

const WINDOW = 15 * 60 * 1000;

describe('the limit of new sessions per address', () => {
  it('admits `max` new sessions from one address in a window, then says when to try again', () => {
    const limit = createNewSessionLimit(3, WINDOW);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i += 1) expect(limit.tryStart('198.51.100.7', t0 + i)).toEqual({ allowed: true });
    expect(limit.tryStart('198.51.100.7', t0 + 10)).toEqual({ allowed: false, retryMs: WINDOW - 10 });
    expect(limit.tryStart('198.51.100.8', t0 + 10)).toEqual({ allowed: true });
    expect(limit.tryStart('198.51.100.7', t0 + WINDOW)).toEqual({ allowed: true });
  });

  it('counts an IPv6 client by its /64 (one line, many addresses) and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    const limit = createNewSessionLimit(1, WINDOW);
    expect(limit.tryStart('2001:db8:1:2::1', 0).allowed).toBe(true);
    expect(limit.tryStart('2001:db8:1:2::2', 0).allowed).toBe(false);
  });

  it('forgets addresses whose window has passed', () => {
    const limit = createNewSessionLimit(1, WINDOW);
    for (let i = 0; i < 100; i += 1) limit.tryStart(`203.0.113.${i}`, 0);
    expect(limit.size()).toBe(100);
    limit.tryStart('198.51.100.1', WINDOW + 1);
    expect(limit.size()).toBe(1);
  });
});
