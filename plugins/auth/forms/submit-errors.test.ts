import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ScopedLogger } from '../../../core/plugin-api.ts';
import { failureText } from './submit-errors.ts';

const texts = { locked: 'Locked, try later.', generic: 'Something went wrong.' };

function reporting() {
  const logger = { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as ScopedLogger;
  return { logger, onLocked: vi.fn() };
}

describe('a refused sign-in or sign-up', () => {
  it('is the brute-force lock on 429: its own words, a warning and the lock tracked (spec 01 section 8)', () => {
    const r = reporting();
    expect(failureText(new ApiError('login', 429, 'Too many attempts'), r, 'login', texts)).toBe('Locked, try later.');
    expect(r.onLocked).toHaveBeenCalledWith({ action: 'login' });
    expect(r.logger.warn).toHaveBeenCalledOnce();
  });

  it('is a generic retry message otherwise, and nothing is tracked', () => {
    const r = reporting();
    expect(failureText(new ApiError('signup', 500, 'boom'), r, 'signup', texts)).toBe('Something went wrong.');
    expect(failureText(new Error('offline'), r, 'signup', texts)).toBe('Something went wrong.');
    expect(r.onLocked).not.toHaveBeenCalled();
  });
});
