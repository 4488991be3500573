import { describe, expect, it } from 'vitest';
import { MAX_PREVIEW_SECONDS, signPreviewToken, verifyPreviewToken } from './preview-token.ts';

const SECRET = 'a-test-preview-secret-of-enough-length-0123';
const NOW = Date.UTC(2026, 10, 29, 12);
const inHours = (hours: number) => Math.floor(NOW / 1000) + hours * 3600;

describe('preview tokens', () => {
  it('open the drafts of the store they were signed for until they expire', () => {
    const token = signPreviewToken(SECRET, 1, inHours(8));
    expect(verifyPreviewToken(SECRET, token, 1, NOW)).toBe(true);
    expect(verifyPreviewToken(SECRET, token, 13, NOW)).toBe(false);
    expect(verifyPreviewToken(SECRET, token, 1, NOW + 9 * 3600 * 1000)).toBe(false);
  });

  it('are refused when forged, altered, signed with another secret or without a secret', () => {
    const token = signPreviewToken(SECRET, 1, inHours(8));
    const [storeId, expires, signature] = token.split('.');
    expect(verifyPreviewToken(SECRET, `${storeId}.${Number(expires) + 3600}.${signature}`, 1, NOW)).toBe(false);
    expect(verifyPreviewToken(SECRET, `${storeId}.${expires}.${'A'.repeat(43)}`, 1, NOW)).toBe(false);
    expect(verifyPreviewToken('another-secret-of-enough-length-0123456789', token, 1, NOW)).toBe(false);
    expect(verifyPreviewToken(null, token, 1, NOW)).toBe(false);
    for (const garbage of [undefined, '', '1', '1.2.3', 'x'.repeat(500), 42]) expect(verifyPreviewToken(SECRET, garbage, 1, NOW)).toBe(false);
  });

  it('cannot be made to last longer than the longest preview', () => {
    const tooLong = signPreviewToken(SECRET, 1, Math.floor(NOW / 1000) + MAX_PREVIEW_SECONDS + 60);
    expect(verifyPreviewToken(SECRET, tooLong, 1, NOW)).toBe(false);
  });
});
