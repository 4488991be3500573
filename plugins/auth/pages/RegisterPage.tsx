import { Trans, useLingui } from '@lingui/react/macro';
import { usePlugin, type PageProps } from '../../../core/plugin-api.ts';
import { goAfterLogin, decodeReferer, isLocalPath, returnPath, useAuthState } from '../auth-state.ts';
import { createAuthForms } from '../forms/index.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { useTitle } from '../../../core/kit/ui/use-title.ts';

export default function RegisterPage({ resolution }: PageProps) {
  const ctx = usePlugin<'auth'>();
  const deps = useAuthState();
  const { JoinForm } = createAuthForms(deps);
  const { t } = useLingui();
  useTitle(ctx.shell, t`Create an account`);

  // /customer/account/create/referer/{referer}: a return path (base64), else a referral code.
  const referer = resolution.params.referer;
  const decoded = referer ? decodeReferer(referer) : null;
  const referralCode = referer && !(decoded && isLocalPath(decoded)) && /^[A-Za-z0-9]{3,32}$/.test(referer) ? referer : undefined;
  const beforeRefresh = () => {
    goAfterLogin(deps, returnPath(window.history.state, referer) ?? '/');
  };

  return (
    <AuthLayout title={t`Create an account`} lead={<Trans>Join for free to shop the private sales.</Trans>} testId="register-page">
      <JoinForm referralCode={referralCode} beforeRefresh={beforeRefresh} />
      <p>
        <Trans>Already a member?</Trans> <ctx.RouteLink to="login">{t`Sign in`}</ctx.RouteLink>
      </p>
    </AuthLayout>
  );
}
