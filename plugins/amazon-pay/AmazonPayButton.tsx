import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { errorMessage } from '../../core/plugin-api.ts';
import { useAmazonPayState } from './amazon-pay-state.ts';
import { buttonOptions } from './rules.ts';
import './amazon-pay.css';

interface AmazonPayWindow {
  amazon?: { Pay?: { renderButton(target: Element, options: Record<string, unknown>): unknown } };
}

/** Where Amazon Pay's script draws its button, once the integration is active on this page (it follows the script's state, kept per kernel). */
export function AmazonPayButton() {
  const { ctx, options, script: state } = useAmazonPayState();
  const { active, page } = useSnapshot(state);
  const target = useRef<HTMLDivElement>(null);
  const pageType = page?.pageType;
  useEffect(() => {
    const pay = (window as AmazonPayWindow).amazon?.Pay;
    if (!active || !target.current || !pay) return;
    try {
      pay.renderButton(target.current, buttonOptions(options, ctx.store, pageType));
    } catch (error) {
      ctx.logger.warn(`the Amazon Pay button could not be drawn: ${errorMessage(error)}`);
    }
  }, [active, pageType, options, ctx.store, ctx.logger]);
  if (!active) return null;
  return (
    <div className="amazon-pay" data-testid="amazon-pay">
      <p className="amazon-pay__or">
        <Trans>or check out with</Trans>
      </p>
      <div ref={target} />
    </div>
  );
}
