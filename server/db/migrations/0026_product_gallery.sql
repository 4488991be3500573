-- A product's other pictures, after its main one (image_url): the product page's gallery.
ALTER TABLE products ADD COLUMN gallery jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(gallery) = 'array');
