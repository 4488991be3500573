import { Trans, useLingui } from '@lingui/react/macro';
import { usePlugin, type PageProps } from '../../../core/plugin-api.ts';
import { goAfterLogin, returnPath, useAuthState } from '../auth-state.ts';
import { createAuthForms } from '../forms/index.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { SocialLoginButton } from './SocialLogin.tsx';
import { useTitle } from '../../../core/kit/ui/use-title.ts';

export default function LoginPage({ resolution }: PageProps) {
  const ctx = usePlugin<'auth'>();
  const deps = useAuthState();
  const { SignInForm } = createAuthForms(deps);
  const { t } = useLingui();
  useTitle(ctx.shell, t`Sign in`);
  // Once signed in, the member goes back where the login redirect came from.
  const beforeRefresh = () => {
    goAfterLogin(deps, returnPath(window.history.state, resolution.params.referer) ?? '/');
  };

  return (
    <AuthLayout title={t`Sign in`} lead={<Trans>Private sales are only accessible to our members.</Trans>} testId="login-page">
      <SignInForm beforeRefresh={beforeRefresh} />
      {deps.options.socialLogin && <SocialLoginButton />}
      <h2>
        <Trans>New here?</Trans>
      </h2>
      <ctx.RouteLink to="register" className="button button--secondary">
        <Trans>Create an account</Trans>
      </ctx.RouteLink>
    </AuthLayout>
  );
}
