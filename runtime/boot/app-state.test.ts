import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/client.ts';
import { failureStatus, showsUnavailableScreen } from './app-state.ts';

describe('the app state after a failed session fetch (spec 02 section 4)', () => {
  it('is offline when the browser says so, maintenance on a 503, error otherwise', () => {
    expect(failureStatus(new Error('x'), false)).toBe('offline');
    expect(failureStatus(new ApiError('session', 503, 'down'), true)).toBe('maintenance');
    expect(failureStatus(new ApiError('session', 500, 'down'), true)).toBe('error');
    // The API unreachable while the browser is online: the site's failure.
    expect(failureStatus(new ApiError('session', 0, 'refused'), true)).toBe('error');
  });

  it('shows the unavailable screen for ERROR always, for OFFLINE only on the store’s certain hosts', () => {
    expect(showsUnavailableScreen('error', undefined, 'localhost')).toBe(true);
    expect(showsUnavailableScreen('maintenance', [], 'localhost')).toBe(true);
    expect(showsUnavailableScreen('offline', undefined, 'localhost')).toBe(false);
    expect(showsUnavailableScreen('offline', ['kiosk.summit.example'], 'localhost')).toBe(false);
    expect(showsUnavailableScreen('offline', ['kiosk.summit.example'], 'kiosk.summit.example')).toBe(true);
  });
});
