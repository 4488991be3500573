import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentType } from 'react';
import { ApiError } from '../../../core/api/client.ts';
import { Field, FormMessage } from '../../../core/forms/Field.tsx';
import { useForm } from '../../../core/forms/use-form.ts';
import type { PageProps } from '../../../core/kernel/plugin.ts';
import { returnPath, signIn, type AuthDeps } from '../auth-state.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { SocialLoginButton } from './SocialLogin.tsx';
import { useTitle } from '../../../core/ui/use-title.ts';

type Notice = { tone: 'error' | 'success'; text: string } | null;

export function createPage(deps: AuthDeps): ComponentType<PageProps> {
  const { ctx } = deps;
  return function LoginPage({ resolution }: PageProps) {
    const { t } = useLingui();
    const [notice, setNotice] = useState<Notice>(null);
    const [locked, setLocked] = useState(false);
    const form = useForm({
      initial: { login: '', password: '' },
      rules: { login: 'required|email', password: 'required' },
      labels: { login: t`Email address`, password: t`Password` },
    });

    useTitle(ctx.shell, t`Sign in`);

    const submit = form.handleSubmit(async (values) => {
      setNotice(null);
      setLocked(false);
      try {
        const reply = await signIn(ctx, values.login, values.password, () => {
          deps.afterLogin.path = returnPath(window.history.state, resolution.params.referer) ?? '/';
        });
        // Server messages are shown as given.
        if (!reply.success) setNotice({ tone: 'error', text: reply.message });
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) {
          // A brute-force lock: tracked, and the page says so in its own words.
          ctx.logger.warn('login refused by the brute-force lock', { status: 429 });
          setLocked(true);
          return;
        }
        setNotice({ tone: 'error', text: t`Something went wrong. Please try again.` });
      }
    });

    return (
      <AuthLayout title={t`Sign in`} lead={<Trans>Private sales are only accessible to our members.</Trans>} testId="login-page">
        {locked && (
          <FormMessage tone="error">
            <Trans>Your account is temporarily locked after too many failed attempts. Please try again later or reset your password.</Trans>
          </FormMessage>
        )}
        {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
        <form className="form" onSubmit={submit} noValidate>
          <Field
            label={t`Email address`}
            type="email"
            name="login"
            autoComplete="username"
            value={form.values.login}
            error={form.errors.login}
            onValue={(v) => form.set('login', v)}
          />
          <Field
            label={t`Password`}
            type="password"
            name="password"
            autoComplete="current-password"
            value={form.values.password}
            error={form.errors.password}
            onValue={(v) => form.set('password', v)}
          />
          <button type="submit" className="button" disabled={form.submitting}>
            <Trans>Sign in</Trans>
          </button>
          <ctx.RouteLink to="forgot-password">
            <Trans>Forgot your password?</Trans>
          </ctx.RouteLink>
        </form>
        {deps.options.socialLogin && <SocialLoginButton deps={deps} />}
        <h2>
          <Trans>New here?</Trans>
        </h2>
        <ctx.RouteLink to="register" className="button button--secondary">
          <Trans>Create an account</Trans>
        </ctx.RouteLink>
      </AuthLayout>
    );
  };
}
