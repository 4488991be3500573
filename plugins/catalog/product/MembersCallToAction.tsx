import { Trans } from '@lingui/react/macro';
import type { PluginContext } from '../../../core/kernel/plugin.ts';

/**
 * In a store where guests see no price (loginRequired), what a guest gets instead of the
 * basket form: the way to sign in (and to join), by route id so that it follows the auth plugin.
 */
export function MembersCallToAction({ ctx }: { ctx: PluginContext<'catalog'> }) {
  return (
    <div className="purchase purchase--members" data-testid="members-cta">
      <p className="purchase__members-title">
        <Trans>Private sales are for members: sign in to see the price and buy this product.</Trans>
      </p>
      <ctx.RouteLink to="login" className="button">
        <Trans>Sign in to buy</Trans>
      </ctx.RouteLink>
      <p className="purchase__muted">
        <Trans>Not a member yet?</Trans>{' '}
        <ctx.RouteLink to="register">
          <Trans>Join for free</Trans>
        </ctx.RouteLink>
      </p>
    </div>
  );
}
