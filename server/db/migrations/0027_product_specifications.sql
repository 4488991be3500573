-- A product's specifications for its page: [{label: {en: …, fr: …}, value: {en: …, fr: …}}, …] in order.
ALTER TABLE products ADD COLUMN specifications jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(specifications) = 'array');
