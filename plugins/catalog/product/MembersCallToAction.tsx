import { Trans } from '@lingui/react/macro';
import { usePlugin } from '../../../core/plugin-api.ts';

/**
 * In a store where guests see no price (loginRequired), what a guest gets in place of the basket
 * button: the way to sign in (the login page offers to join), by route id so that it follows the
 * auth plugin.
 */
export function MembersCallToAction() {
  const ctx = usePlugin<'catalog'>();
  return (
    <div className="purchase">
      <ctx.RouteLink to="login" className="button purchase__add" data-testid="members-cta">
        <Trans>Sign in to buy</Trans>
      </ctx.RouteLink>
    </div>
  );
}
