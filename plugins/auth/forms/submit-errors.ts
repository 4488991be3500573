import { ApiError } from '../../../core/api/client.ts';
import type { ScopedLogger } from '../../../core/logger.ts';

/**
 * What a failed sign-in or sign-up says: the lock's own words when the brute-force lock refused
 * it (429, logged as a warning), else a generic retry message.
 */
export function failureText(failure: unknown, logger: ScopedLogger, action: 'login' | 'signup', texts: { locked: string; generic: string }): string {
  if (failure instanceof ApiError && failure.status === 429) {
    logger.warn(`${action} refused by the brute-force lock`, { status: 429 });
    return texts.locked;
  }
  return texts.generic;
}
