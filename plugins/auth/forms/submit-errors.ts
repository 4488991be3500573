import { ApiError, type ScopedLogger } from '../../../core/plugin-api.ts';
import type { AccountLock } from '../../../contracts/auth.ts';

/** What a refused sign-in or sign-up needs from the plugin: its log, and the lock's hook. */
export interface FailureReporting {
  logger: ScopedLogger;
  onLocked(lock: AccountLock): void;
}

/**
 * What a failed sign-in or sign-up says: the lock's own words when the brute-force lock refused
 * it (429: logged as a warning and tracked, spec 01 section 8), else a generic retry message.
 */
export function failureText(failure: unknown, reporting: FailureReporting, action: AccountLock['action'], texts: { locked: string; generic: string }): string {
  if (failure instanceof ApiError && failure.status === 429) {
    reporting.logger.warn(`${action} refused by the brute-force lock`, { status: 429 });
    reporting.onLocked({ action });
    return texts.locked;
  }
  return texts.generic;
}
