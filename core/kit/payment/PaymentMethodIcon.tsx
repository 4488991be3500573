import { paymentIcon, paymentIconUrl } from './payment-icon.ts';

/**
 * The icon of a payment method (spec 02 section 5), beside its label: decorative, since the
 * label names the method; nothing when no pattern knows the code.
 */
export function PaymentMethodIcon({ code }: { code: string }) {
  const icon = paymentIcon(code);
  if (!icon) return null;
  return <img className="payment-method-icon" src={paymentIconUrl(icon)} alt="" width={38} height={24} data-payment-icon={icon} />;
}
