-- A session is kept under the SHA-256 of its cookie's id, in hex (server/session/session-store.ts:
-- sessionKey), never under the id itself: a copy of the database (a backup, a leaked dump) holds
-- no cookie that signs anyone in. What names a session, its guest basket and its tracking calls,
-- is given the same key. The cookie ids are base64url text, the same bytes in UTF-8 as in Node.
UPDATE sessions SET id = encode(sha256(convert_to(id, 'UTF8')), 'hex');
UPDATE baskets SET session_id = encode(sha256(convert_to(session_id, 'UTF8')), 'hex') WHERE session_id IS NOT NULL;
UPDATE tracking_calls SET session_id = encode(sha256(convert_to(session_id, 'UTF8')), 'hex');
COMMENT ON COLUMN sessions.id IS 'SHA-256 (hex) of the summit_sid cookie''s id; the id itself is never stored';
