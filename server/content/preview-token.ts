import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Content editors' preview links (docs/operating.md, "Previewing drafts"): a token names a store
 * and an expiry, signed with the server's PREVIEW_SECRET (HMAC-SHA256). Only a request carrying
 * a valid one sees that store's drafts; knowing a preview host grants nothing.
 */

/** The longest a preview link lasts: an editor's working week, so that a leaked link soon stops working. */
export const MAX_PREVIEW_SECONDS = 7 * 24 * 3600;

/** A secret shorter than this is refused at start: a guessable secret would let anyone sign links. */
export const MIN_PREVIEW_SECRET_LENGTH = 32;

/**
 * The dev and e2e servers' secret, published here so that their preview links can be made
 * without setup. A production server never uses it: without PREVIEW_SECRET it serves no drafts.
 */
export const DEV_PREVIEW_SECRET = 'summit-dev-preview-secret--never-for-production';

/** `{storeId}.{expires (Unix seconds)}.{signature (base64url)}` */
const TOKEN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, storeId: number, expires: number): Buffer {
  return createHmac('sha256', secret).update(`summit-preview:${storeId}:${expires}`).digest();
}

/** A token that opens the store's drafts until `expires` (Unix seconds). */
export function signPreviewToken(secret: string, storeId: number, expires: number): string {
  return `${storeId}.${expires}.${signature(secret, storeId, expires).toString('base64url')}`;
}

/** Whether `token` opens the drafts of `storeId` now: signed with `secret`, for that store, not expired, not over-long. */
export function verifyPreviewToken(secret: string | null, token: unknown, storeId: number, now = Date.now()): boolean {
  if (!secret || typeof token !== 'string') return false;
  const found = TOKEN.exec(token);
  if (!found) return false;
  const [, tokenStore, expiresText, given] = found;
  const expires = Number(expiresText);
  const nowSeconds = Math.floor(now / 1000);
  if (Number(tokenStore) !== storeId || expires <= nowSeconds || expires > nowSeconds + MAX_PREVIEW_SECONDS) return false;
  const expected = signature(secret, storeId, expires);
  const actual = Buffer.from(given!, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
