import { isIPv6 } from 'node:net';
import type { KeyedLimiter, LimitVerdict } from '../http/keyed-limits.ts';

/*
 * How many sessions one client address may start without a cookie (RATE_LIMITS.anonymousSessions).
 * A script that sends no cookie stores a session, a basket and its lines with every write; a
 * shopper, or a household behind one address, starts a handful. Counted in the database by the
 * keyed limiter, so that it holds across servers.
 */

export interface NewSessionLimit {
  /** Counts a new session from `address`, or refuses it with the time until the address may start one again. */
  tryStart(address: string): Promise<LimitVerdict>;
}

/** The eight groups of an IPv6 address, `::` expanded (undefined for an address with an embedded IPv4 part). */
function ipv6Groups(address: string): string[] | undefined {
  if (address.includes('.')) return undefined;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}

/**
 * What one client is: an IPv4 address (IPv4-mapped IPv6 too), or an IPv6 /64, which a single
 * line or household is given whole and could otherwise walk through.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address.toLowerCase());
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address.toLowerCase();
}

/** A fixed window per client: `max` new sessions, counted from the first, for `windowMs`. */
export function createNewSessionLimit(limiter: KeyedLimiter, max: number, windowMs: number): NewSessionLimit {
  return {
    tryStart: (address) => limiter.tryTake([{ name: 'new sessions', key: addressKey(address), limit: { max, windowMs } }]),
  };
}
