-- Spec 02 section 5: the payment icon of an order or a saved payment method is chosen by the
-- method code's pattern, so both carry the payment provider's method code beside their label.
ALTER TABLE orders ADD COLUMN payment_method_code text NOT NULL DEFAULT '';
ALTER TABLE billing_agreements ADD COLUMN method_code text NOT NULL DEFAULT '';

-- Rows written before this migration: their label names the method.
UPDATE billing_agreements SET method_code = CASE lower(method)
  WHEN 'visa' THEN 'adyen_cc_visa'
  WHEN 'mastercard' THEN 'adyen_cc_mc'
  WHEN 'paypal' THEN 'paypal_express'
  ELSE '' END;
UPDATE orders SET payment_method_code = CASE
  WHEN payment_method ILIKE 'visa%' THEN 'adyen_cc_visa'
  WHEN payment_method ILIKE 'mastercard%' THEN 'adyen_cc_mc'
  WHEN payment_method ILIKE 'paypal%' THEN 'paypal_express'
  ELSE '' END;
