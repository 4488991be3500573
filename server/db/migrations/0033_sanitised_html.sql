-- Whether a row's HTML (a CMS text, a story's rich-text blocks) is stored as sanitised
-- (server/content/stored-html.ts). Rows written before, or by hand, are false: the server
-- sanitises them when it starts, and a read of one still false sanitises it before it is sent.
ALTER TABLE cms_pages ADD COLUMN html_sanitised boolean NOT NULL DEFAULT false;
ALTER TABLE static_blocks ADD COLUMN html_sanitised boolean NOT NULL DEFAULT false;
ALTER TABLE page_texts ADD COLUMN html_sanitised boolean NOT NULL DEFAULT false;
ALTER TABLE stories ADD COLUMN html_sanitised boolean NOT NULL DEFAULT false;
ALTER TABLE story_blocks ADD COLUMN html_sanitised boolean NOT NULL DEFAULT false;
