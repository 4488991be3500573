import { Trans } from '@lingui/react/macro';
import { useNewsletterState } from '../deps.ts';

/** For a guest without a working link: members manage their newsletter from the account. */
export function SignInToManage() {
  const deps = useNewsletterState();
  const { ctx } = deps;
  return (
    <p>
      <Trans>Are you a member?</Trans>{' '}
      <ctx.RouteLink to="login">
        <Trans>Sign in to manage your newsletter from your account</Trans>
      </ctx.RouteLink>
    </p>
  );
}
