import { Trans, useLingui } from '@lingui/react/macro';
import { useAuthState } from '../auth-state.ts';

/** The permissions the social login asks the provider for. */
export const SOCIAL_SCOPE = 'public_profile,email';

function oauthUrl(appId: string): string {
  const redirect = `${window.location.origin}/customer/account/login/`;
  const query = new URLSearchParams({ client_id: appId, redirect_uri: redirect, scope: SOCIAL_SCOPE, response_type: 'code' });
  return `https://www.facebook.com/dialog/oauth?${query.toString()}`;
}

/** The social login button; it opens the permissions modal before leaving for the provider. */
export function SocialLoginButton() {
  const { t } = useLingui();
  const deps = useAuthState();
  const social = deps.options.socialLogin;
  if (!social) return null;
  const shopName = deps.ctx.store.shopName;
  const Permissions = ({ close }: { close: () => void }) => (
    <div className="stack" data-testid="social-permissions">
      <p>
        <Trans>Facebook will share your public profile and your email address with {shopName}. We never post anything on your behalf.</Trans>
      </p>
      <p className="muted">
        <Trans>Permissions asked: {SOCIAL_SCOPE}</Trans>
      </p>
      <div className="row">
        <a className="button" href={oauthUrl(social.appId)}>
          <Trans>Continue with Facebook</Trans>
        </a>
        <button type="button" className="button button--secondary" onClick={close}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
  const open = () => deps.ctx.shell.openModal({ kind: 'social-login', title: t`Sign in with Facebook`, component: Permissions });
  return (
    <p>
      <button type="button" className="button button--secondary" onClick={open}>
        <Trans>Sign in with Facebook</Trans>
      </button>
    </p>
  );
}
