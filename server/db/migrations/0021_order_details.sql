-- Order details of spec 01 section 3: items bought together as a bundle (the order's groups),
-- virtual items that are not shipped, and each shipment's status history (statusLabels).
ALTER TABLE order_items
  -- Items of one bundle share a group key, unique within their order.
  ADD COLUMN group_key text,
  ADD COLUMN bundle_type text CHECK (bundle_type IN ('ski_bundle', 'ski_pack', 'snowboard_pack', 'snowboard_bundle')),
  -- 'ski_pass': sent by email, never shipped.
  ADD COLUMN virtual_type text,
  ADD CHECK ((group_key IS NULL) = (bundle_type IS NULL));

-- Statuses the shipment went through, oldest first: ["shipped", "in_transit", "delivered"].
-- Empty for a shipment whose history was not recorded: its current status stands alone.
ALTER TABLE shipments ADD COLUMN status_history jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(status_history) = 'array');
