import type { Db } from '../db/db.ts';
import { tooManyRequests } from './rate-limits.ts';

/** At most `max` in a window of `windowMs`, per key. */
export interface KeyedLimit {
  max: number;
  windowMs: number;
}

/** One count a request asks for: which limit, what it is counted by (an address, a sender's email, a store), and the limit. */
export interface KeyedCount {
  name: string;
  key: string;
  limit: KeyedLimit;
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryMs: number };

export interface KeyedLimiter {
  /** Counts one for each when all have room; otherwise counts none and says when to try again. */
  tryTake(counts: readonly KeyedCount[]): Promise<LimitVerdict>;
  /** `tryTake`, a refusal thrown as the 429 error reply. */
  take(counts: readonly KeyedCount[]): Promise<void>;
  /** Counts one whatever the count (@fastify/rate-limit refuses past `max` itself): the count now and the time left. */
  hit(count: KeyedCount): Promise<{ hits: number; msLeft: number }>;
}

/** Past this many refusals remembered, each look first forgets the windows that have ended. */
const SWEEP_ABOVE = 1_000;

// A new window, or one more in the current one: a row lock makes parallel counts of a key add up.
const COUNT_ONE = `
  INSERT INTO rate_limit_windows AS w (name, key, hits, ends_at)
  VALUES ($1, $2, 1, now() + make_interval(secs => $3::float8 / 1000))
  ON CONFLICT (name, key) DO UPDATE SET
    hits = CASE WHEN w.ends_at > now() THEN w.hits + 1 ELSE 1 END,
    ends_at = CASE WHEN w.ends_at > now() THEN w.ends_at ELSE excluded.ends_at END
  RETURNING hits, ceil(extract(epoch FROM ends_at - now()) * 1000)::int AS ms_left`;

/** Windows that have ended (housekeeping): a key counted again starts a new one anyway. */
export async function deleteEndedWindows(db: Db): Promise<number> {
  return (await db.query('DELETE FROM rate_limit_windows WHERE ends_at <= now() RETURNING 1')).length;
}

/** A refusal that rolls a request's counts back. */
class Refused extends Error {
  constructor(readonly retryMs: number) {
    super('refused');
  }
}

/**
 * Limits counted in fixed windows in the database (table rate_limit_windows), so that every
 * server on one PostgreSQL holds the same count: per-process counters would let each client N
 * times as much behind a balancer of N servers. PGlite, one process, counts the same way: one
 * code path, and every counted request writes anyway (a session, a message, a mail's token), so
 * an upsert more is cheap. All of a request's counts or none are taken, so a request one limit
 * refuses uses up nothing of the others. A window found full is remembered in the process until
 * it ends (a count only grows within its window), so a flood of refused requests costs the
 * database nothing.
 */
export function keyedLimiter(db: Db, now: () => number = Date.now): KeyedLimiter {
  const fullUntil = new Map<string, number>();
  const id = ({ name, key }: KeyedCount) => `${name}\u0000${key}`;

  const knownFull = (counts: readonly KeyedCount[]): number | null => {
    const at = now();
    if (fullUntil.size > SWEEP_ABOVE) for (const [key, endsAt] of fullUntil) if (endsAt <= at) fullUntil.delete(key);
    const left = counts.map((count) => (fullUntil.get(id(count)) ?? 0) - at).filter((ms) => ms > 0);
    return left.length > 0 ? Math.max(...left) : null;
  };

  const countOne = async (tx: Db, count: KeyedCount) => {
    const [row] = await tx.query<{ hits: number; ms_left: number }>(COUNT_ONE, [count.name, count.key, count.limit.windowMs]);
    const counted = { hits: row!.hits, msLeft: Math.max(0, row!.ms_left) };
    if (counted.hits > count.limit.max) fullUntil.set(id(count), now() + counted.msLeft);
    return counted;
  };

  const tryTake = async (counts: readonly KeyedCount[]): Promise<LimitVerdict> => {
    const remembered = knownFull(counts);
    if (remembered !== null) return { allowed: false, retryMs: remembered };
    // One order for every request, so that two taking the same keys cannot wait on each other's row locks.
    const ordered = [...counts].sort((a, b) => (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0));
    try {
      const take = async (tx: Db) => {
        const over = [];
        for (const count of ordered) {
          const counted = await countOne(tx, count);
          if (counted.hits > count.limit.max) over.push(counted.msLeft);
        }
        if (over.length > 0) throw new Refused(Math.max(...over));
      };
      // One count needs no transaction: past the limit it stays refused until its window ends.
      await (ordered.length === 1 ? take(db) : db.transaction(take));
      return { allowed: true };
    } catch (error) {
      if (error instanceof Refused) return { allowed: false, retryMs: error.retryMs };
      throw error;
    }
  };

  return {
    tryTake,
    async take(counts) {
      const verdict = await tryTake(counts);
      if (!verdict.allowed) throw tooManyRequests(verdict.retryMs);
    },
    async hit(count) {
      const remembered = knownFull([count]);
      if (remembered !== null) return { hits: count.limit.max + 1, msLeft: remembered };
      return countOne(db, count);
    },
  };
}
