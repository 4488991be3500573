import { ApiError } from '../../core/api/client.ts';

/** Spec 01 section 4 / 02 section 4: page states of the whole app. */
export type AppStatus = 'booting' | 'ready' | 'offline' | 'maintenance' | 'error';

/** Which unavailable state a failed session fetch means. */
export function failureStatus(error: unknown, online: boolean): Exclude<AppStatus, 'booting' | 'ready'> {
  if (!online) return 'offline';
  if (error instanceof ApiError) {
    if (error.status === 0) return 'offline';
    if (error.status === 503) return 'maintenance';
  }
  return 'error';
}
