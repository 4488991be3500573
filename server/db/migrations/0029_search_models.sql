-- Predictive search counts a product's models (its sizes are one model) and ranks them by their
-- place in the merchandising order. Both come from other tables (the product's attributes, its
-- categories); kept beside the document, a keystroke reads them from the row it matched, not
-- from three more tables per match. Written by server/search/search-index.ts with the document.
ALTER TABLE product_search ADD COLUMN family text, ADD COLUMN position integer;

UPDATE product_search ps
   SET family = coalesce(p.attributes->>'family', p.id::text),
       position = (SELECT min(pc.position) FROM product_categories pc WHERE pc.product_id = ps.product_id)
  FROM products p
 WHERE p.id = ps.product_id;

ALTER TABLE product_search ALTER COLUMN family SET NOT NULL;
