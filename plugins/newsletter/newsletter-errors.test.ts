import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/plugin-api.ts';
import { failureMessages, loadByKey, NewsletterFailure, withoutErrors } from './newsletter-errors.ts';

describe('newsletter replies (spec 02 section 8)', () => {
  it('an empty errors list is success', () => {
    const reply = { errors: [], subscribed: true };
    expect(withoutErrors(reply)).toBe(reply);
  });

  it('a non-empty errors list is a failure that carries the list, shown as it is', () => {
    const failing = () => withoutErrors({ errors: ['Already subscribed.', 'Try later.'], subscribed: false });
    expect(failing).toThrow(NewsletterFailure);
    try {
      failing();
    } catch (error) {
      expect(failureMessages(error, 'fallback')).toEqual(['Already subscribed.', 'Try later.']);
    }
  });

  it('other failures show our own text', () => {
    expect(failureMessages(new ApiError('newsletter-subscribe', 0, 'Network error'), 'Please try again.')).toEqual(['Please try again.']);
    expect(failureMessages(new ApiError('newsletter-subscribe', 500, 'boom'), 'Please try again.')).toEqual(['Please try again.']);
  });
});

describe('loads by mailed key', () => {
  it('a refused or malformed key is not an error to retry', async () => {
    await expect(loadByKey(() => Promise.reject(new ApiError('newsletter', 403, 'Invalid link')))).resolves.toEqual({ kind: 'refused' });
    await expect(loadByKey(() => Promise.reject(new ApiError('newsletter', 400, 'Bad request')))).resolves.toEqual({ kind: 'refused' });
  });

  it('an errors list is a failure with its messages; data is data', async () => {
    await expect(loadByKey(async () => withoutErrors({ errors: ['Unknown store.'] }))).resolves.toEqual({ kind: 'failed', messages: ['Unknown store.'] });
    await expect(loadByKey(async () => 42)).resolves.toEqual({ kind: 'ok', data: 42 });
  });

  it('a network failure still throws (the page offers to try again)', async () => {
    await expect(loadByKey(() => Promise.reject(new ApiError('newsletter', 0, 'offline')))).rejects.toThrow('offline');
  });
});
