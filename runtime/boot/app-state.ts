import { ApiError } from '../../core/api/client.ts';

/** Spec 01 section 4 / 02 section 4: page states of the whole app. */
export type AppStatus = 'booting' | 'ready' | 'offline' | 'maintenance' | 'error';

/**
 * Which unavailable state a failed session fetch means. Offline is the browser's own word for it:
 * an API that cannot be reached while the browser is online is the site's failure (error).
 */
export function failureStatus(error: unknown, online: boolean): Exclude<AppStatus, 'booting' | 'ready'> {
  if (!online) return 'offline';
  if (error instanceof ApiError && error.status === 503) return 'maintenance';
  return 'error';
}

/**
 * Spec 02 section 4: ERROR (and maintenance) always shows the unavailable screen; OFFLINE only on
 * the store's certain hosts. Elsewhere the site is not down, the shopper's connection is: they
 * are told so, and the shop comes back with the connection.
 */
export function showsUnavailableScreen(
  status: Exclude<AppStatus, 'booting' | 'ready'>,
  offlineScreenHosts: readonly string[] | undefined,
  host: string,
): boolean {
  return status !== 'offline' || (offlineScreenHosts ?? []).includes(host);
}
