-- A member's views in the order they came: two views within one tick of the clock (PGlite's
-- moves in milliseconds) had the same viewed_at, and the list then put the lower product id
-- first instead of the later view. A sequence orders them; viewed_at stays the view's time.
CREATE SEQUENCE recently_viewed_order;
ALTER TABLE recently_viewed ADD COLUMN view_order bigint NOT NULL DEFAULT nextval('recently_viewed_order');
DROP INDEX recently_viewed_customer_idx;
CREATE INDEX recently_viewed_customer_idx ON recently_viewed (customer_id, view_order DESC);
