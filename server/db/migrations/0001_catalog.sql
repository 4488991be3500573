-- Catalog. Ids come from the catalog source (here the demo seed), so they are plain integers.
-- Translated texts are jsonb objects keyed by language: {"en": "...", "fr": "...", "de": "..."}.

CREATE TABLE categories (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES categories (id) ON DELETE CASCADE,
  url_key text NOT NULL,
  name jsonb NOT NULL CHECK (jsonb_typeof(name) = 'object'),
  position integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  image_url text
);
CREATE INDEX categories_parent_idx ON categories (parent_id);

-- Sales events ("flash sales") of a category in one store; live while now() is between the dates.
CREATE TABLE category_events (
  event_id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  store_id integer NOT NULL,
  name jsonb NOT NULL CHECK (jsonb_typeof(name) = 'object'),
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  -- DEFAULT 0, BLACK_FRIDAY 1, SALE 2, FRENCH_DAYS 3, PRICE_DROP 4, NEW_SEASON 5 (spec 01 section 3)
  sale_type smallint NOT NULL DEFAULT 0 CHECK (sale_type BETWEEN 0 AND 5),
  card_type text NOT NULL CHECK (card_type IN ('Inline', 'Flash')),
  image_url text,
  CHECK (end_date > start_date)
);
CREATE INDEX category_events_store_idx ON category_events (store_id, end_date);
CREATE INDEX category_events_category_idx ON category_events (category_id);

CREATE TABLE brands (
  id integer PRIMARY KEY,
  name text NOT NULL,
  url_key text NOT NULL UNIQUE,
  -- The brand's content page (brand-blocks endpoint); null when it has none.
  brand_page_id integer,
  logo_url text
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  sku text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('simple', 'configurable', 'bundle', 'ski_pass')),
  brand_id integer REFERENCES brands (id) ON DELETE SET NULL,
  name jsonb NOT NULL CHECK (jsonb_typeof(name) = 'object'),
  description jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(description) = 'object'),
  -- Units on hand; a configurable product's sellable stock is on its option values.
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  image_url text,
  -- 'Fitting Form Mondopoint' (boots) or 'Fitting Form Sole Length' (bindings); null otherwise.
  fitting_form text CHECK (fitting_form IN ('mondopoint', 'sole_length')),
  -- Type-specific facts without a column of their own (a ski pass's resort and days, a ski's length).
  attributes jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(attributes) = 'object'),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_brand_idx ON products (brand_id);

-- Prices are per store because stores sell in different currencies (GBP, EUR).
-- What a member pays is coalesce(special_price, price); savings are measured against rrp.
CREATE TABLE product_prices (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  store_id integer NOT NULL,
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  rrp numeric(12, 2) CHECK (rrp >= 0),
  special_price numeric(12, 2) CHECK (special_price >= 0),
  PRIMARY KEY (product_id, store_id)
);

-- Configurable products: one option per attribute (size, length...), each with values.
CREATE TABLE product_options (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  attribute_code text NOT NULL,
  label jsonb NOT NULL CHECK (jsonb_typeof(label) = 'object'),
  position integer NOT NULL DEFAULT 0,
  UNIQUE (product_id, attribute_code)
);

CREATE TABLE product_option_values (
  id integer PRIMARY KEY,
  option_id integer NOT NULL REFERENCES product_options (id) ON DELETE CASCADE,
  -- Sizes and lengths read the same in every language, so the value is its own label.
  value text NOT NULL,
  sku text UNIQUE,
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  position integer NOT NULL DEFAULT 0,
  UNIQUE (option_id, value)
);

-- Bundles (ski packs): options, each offering selections of other products with a default quantity.
CREATE TABLE bundle_options (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  label jsonb NOT NULL CHECK (jsonb_typeof(label) = 'object'),
  required boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE bundle_selections (
  id integer PRIMARY KEY,
  option_id integer NOT NULL REFERENCES bundle_options (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  default_qty integer NOT NULL DEFAULT 1 CHECK (default_qty > 0),
  is_default boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (option_id, product_id)
);

CREATE TABLE product_categories (
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX product_categories_product_idx ON product_categories (product_id);
