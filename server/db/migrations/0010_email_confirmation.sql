-- Double opt-in (spec 02 section 4): the member's newsletter action flag, which the popup needs
-- at 1, and the email-confirmation links.

-- 1 once the member took a newsletter action that needs a confirmed address (the session's
-- newsletterActionTaken; guests are always 0).
ALTER TABLE customers ADD COLUMN newsletter_action_taken smallint NOT NULL DEFAULT 0;

-- One row per mailed confirmation link: the SHA-256 of its key (the key itself is only in the
-- mail), the address it was mailed to (a link confirms that address only, not one changed
-- since), single use, expiring. A new mail deletes the member's earlier rows.
CREATE TABLE email_confirmations (
  token_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  email text NOT NULL,
  -- The shop path the mail was asked for from (confirmation-email's referrer).
  referrer text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_confirmations_customer_idx ON email_confirmations (customer_id);
