-- The rate limits' fixed windows (server/http/keyed-limits.ts): one row per limit and key (a
-- client address, a sender, a store), counted here so that every server on the database holds
-- the same count.
CREATE TABLE rate_limit_windows (
  name text NOT NULL,
  key text NOT NULL,
  hits integer NOT NULL,
  ends_at timestamptz NOT NULL,
  PRIMARY KEY (name, key)
);
CREATE INDEX rate_limit_windows_ends_at_idx ON rate_limit_windows (ends_at);
