import { deleteForgottenDevices } from '../auth/known-devices.ts';
import { deleteOldGuestBaskets } from '../basket/basket-store.ts';
import type { Db } from '../db/db.ts';
import { deleteEndedWindows } from '../http/keyed-limits.ts';
import { deleteExpiredSessions, deleteIdleGuestSessions, SESSION_IDLE_DAYS } from './session-store.ts';

export interface HousekeepingOptions {
  /** Guest sessions and guest baskets unused for this many days are deleted (members' are kept). */
  guestDays: number;
  /** How often the clean-up runs. */
  everyMs: number;
}

/** A guest's cookie lives as long as a member's; an operator may keep guests' leftovers for less (GUEST_DAYS). */
export const DEFAULT_HOUSEKEEPING: HousekeepingOptions = { guestDays: SESSION_IDLE_DAYS, everyMs: 6 * 60 * 60 * 1000 };

export interface HousekeepingResult {
  expiredSessions: number;
  guestSessions: number;
  guestBaskets: number;
  /** The rate limits' windows that have ended. */
  endedLimitWindows: number;
  /** Browsers not used to sign in for DEVICE_DAYS. */
  forgottenDevices: number;
}

/**
 * Deletes what nobody can come back to: sessions past their cookie's life, guest sessions and
 * guest baskets past `guestDays`, guest baskets whose session is gone, the rate limits' ended
 * windows and the known devices past their cookie's life. Callable on demand.
 */
export async function cleanUpSessionsAndBaskets(db: Db, guestDays: number = DEFAULT_HOUSEKEEPING.guestDays): Promise<HousekeepingResult> {
  const expiredSessions = await deleteExpiredSessions(db);
  const guestSessions = await deleteIdleGuestSessions(db, guestDays);
  const guestBaskets = await deleteOldGuestBaskets(db, guestDays);
  const endedLimitWindows = await deleteEndedWindows(db);
  const forgottenDevices = await deleteForgottenDevices(db);
  return { expiredSessions, guestSessions, guestBaskets, endedLimitWindows, forgottenDevices };
}

/**
 * Runs the clean-up now and then every `everyMs` until stopped. The timer does not keep the
 * process alive; a failed run is reported and the next one tries again.
 */
export function scheduleHousekeeping(
  db: Db,
  options: HousekeepingOptions = DEFAULT_HOUSEKEEPING,
  onError: (error: unknown) => void = (error) => console.error('session and basket clean-up failed', error),
): { done: Promise<void>; stop(): void } {
  const run = () => cleanUpSessionsAndBaskets(db, options.guestDays).then(() => undefined, onError);
  const done = run();
  const timer = setInterval(run, options.everyMs);
  timer.unref();
  return { done, stop: () => clearInterval(timer) };
}
