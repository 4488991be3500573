-- Browsers a member has signed in with (server/auth/known-devices.ts), by the digest of the
-- token in their cookie: their sign-ins are not slowed by strangers' guesses at the account.
CREATE TABLE known_devices (
  digest text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX known_devices_customer_idx ON known_devices (customer_id, last_used_at);
