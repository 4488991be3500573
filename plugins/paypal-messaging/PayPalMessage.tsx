import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { canSeePrices, errorMessage } from '../../core/plugin-api.ts';
import { usePayPalState } from './paypal-state.ts';
import { messageAmount } from './rules.ts';

interface PayPalWindow {
  paypal?: { Messages?: (options: Record<string, unknown>) => { render(target: Element): Promise<unknown> } };
}

/** Where PayPal's SDK writes the pay-later message for the amount on this page (it follows the SDK's state and the basket total, kept per kernel). */
export function PayPalMessage() {
  const { ctx, sdk: state, basket } = usePayPalState();
  const { t } = useLingui();
  const { active, page } = useSnapshot(state);
  const { total } = useSnapshot(basket);
  const session = useSnapshot(ctx.session);
  const target = useRef<HTMLDivElement>(null);
  const message = active ? messageAmount(page as typeof state.page, total, canSeePrices(session)) : null;
  const amount = message?.amount;
  const placement = message?.placement;
  useEffect(() => {
    const messages = (window as PayPalWindow).paypal?.Messages;
    if (amount === undefined || !target.current || !messages) return;
    messages({ amount, placement, currency: ctx.store.currency.code, style: { layout: 'text' } })
      .render(target.current)
      .catch((error: unknown) => ctx.logger.warn(`the PayPal message could not be drawn: ${errorMessage(error)}`));
  }, [amount, placement, ctx.store.currency.code, ctx.logger]);
  if (!message) return null;
  return <div ref={target} className="paypal-message" role="note" aria-label={t`Pay later with PayPal`} data-testid="paypal-message" />;
}
