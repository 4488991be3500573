import { Trans } from '@lingui/react/macro';
import { type CurrencyFormat, formatMoney, formatReduction } from '../../core/plugin-api.ts';

/** Line price: what is paid, the struck rrp and the percent off when there is a saving. */
export function LinePrice({ subtotal, rrp, discount, currency }: { subtotal: number; rrp: number | null; discount: number; currency: CurrencyFormat }) {
  return (
    <span className="line-price">
      <span className="line-price__paid">{formatMoney(subtotal, currency)}</span>
      {rrp !== null && rrp > subtotal && (
        <>
          {' '}
          <s className="line-price__rrp">
            <span className="visually-hidden">
              <Trans>Recommended retail price</Trans>
            </span>
            {formatMoney(rrp, currency)}
          </s>
        </>
      )}
      {discount > 0 && <span className="line-price__discount"> {formatReduction(discount, currency.priceLocale)}</span>}
    </span>
  );
}
