-- Stories and blocks of the headless CMS (spec 02: storyblok-story, storyblok-block), per store
-- and language. Each keeps the published version shoppers see and the draft editors preview on
-- the store's preview hosts; a NULL draft means no unpublished changes, a NULL published version
-- a story not published yet. Versions are jsonb: a story's {"blocks": [...]}, a block's
-- {"id", "type", "fields"}.
CREATE TABLE stories (
  store_id integer NOT NULL,
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+([-_][a-z0-9]+)*(/[a-z0-9]+([-_][a-z0-9]+)*)*$'),
  name text NOT NULL,
  published jsonb,
  draft jsonb,
  published_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (store_id, lang, slug),
  CHECK (published IS NOT NULL OR draft IS NOT NULL)
);

CREATE TABLE story_blocks (
  store_id integer NOT NULL,
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  block_id text NOT NULL CHECK (block_id ~ '^[a-z0-9]+([-_][a-z0-9]+)*(/[a-z0-9]+([-_][a-z0-9]+)*)*$'),
  published jsonb,
  draft jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (store_id, lang, block_id),
  CHECK (published IS NOT NULL OR draft IS NOT NULL)
);
