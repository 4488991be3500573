-- The reference a shopper quotes about a contact message: random, so that it tells nobody how
-- many messages there are nor lets them name another's. Messages sent before keep the one they
-- were given (M- and the id).
ALTER TABLE contact_messages ADD COLUMN reference text;
UPDATE contact_messages SET reference = 'M-' || lpad(id::text, 6, '0');
ALTER TABLE contact_messages ALTER COLUMN reference SET NOT NULL;
ALTER TABLE contact_messages ADD CONSTRAINT contact_messages_reference_key UNIQUE (reference);
