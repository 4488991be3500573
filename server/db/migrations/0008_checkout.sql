-- Orders placed through the checkout: the coupon they used (purchase tracking's promo code) and
-- the one-time token of the checkout page that placed them, so that submitting it twice gives one order.
ALTER TABLE orders
  ADD COLUMN coupon_code text,
  ADD COLUMN checkout_token text UNIQUE;
