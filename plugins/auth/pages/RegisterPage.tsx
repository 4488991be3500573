import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentType } from 'react';
import { ApiError } from '../../../core/api/client.ts';
import { Field, FormMessage } from '../../../core/forms/Field.tsx';
import { useForm } from '../../../core/forms/use-form.ts';
import { PASSWORD_RULES } from '../../../core/forms/validators.ts';
import type { PageProps } from '../../../core/kernel/plugin.ts';
import { decodeReferer, isLocalPath, returnPath, signUp, type AuthDeps } from '../auth-state.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { useTitle } from '../../../core/ui/use-title.ts';

export function createPage(deps: AuthDeps): ComponentType<PageProps> {
  const { ctx } = deps;
  return function RegisterPage({ resolution }: PageProps) {
    const { t } = useLingui();
    const [error, setError] = useState<string | null>(null);
    const [locked, setLocked] = useState(false);
    const form = useForm({
      initial: { firstname: '', lastname: '', login: '', password: '' },
      rules: { firstname: 'required|max:100', lastname: 'required|max:100', login: 'required|email|email_domain', password: PASSWORD_RULES },
      labels: { firstname: t`First name`, lastname: t`Last name`, login: t`Email address`, password: t`Password` },
    });

    useTitle(ctx.shell, t`Create an account`);

    // /customer/account/create/referer/{referer}: a return path (base64), else a referral code.
    const referer = resolution.params.referer;
    const decoded = referer ? decodeReferer(referer) : null;
    const referralCode = referer && !(decoded && isLocalPath(decoded)) && /^[A-Za-z0-9]{3,32}$/.test(referer) ? referer : undefined;

    const submit = form.handleSubmit(async (values) => {
      setError(null);
      setLocked(false);
      try {
        const input = { email: values.login, password: values.password, firstname: values.firstname, lastname: values.lastname };
        const reply = await signUp(ctx, { ...input, ...(referralCode ? { referer: referralCode } : {}) }, () => {
          deps.afterLogin.path = returnPath(window.history.state, referer) ?? '/';
        });
        if (!reply.success) setError(reply.message);
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 429) {
          ctx.logger.warn('signup refused by the brute-force lock', { status: 429 });
          setLocked(true);
          return;
        }
        setError(t`Something went wrong. Please try again.`);
      }
    });

    return (
      <AuthLayout title={t`Create an account`} lead={<Trans>Join for free to shop the private sales.</Trans>} testId="register-page">
        {locked && (
          <FormMessage tone="error">
            <Trans>Too many attempts. Please try again later.</Trans>
          </FormMessage>
        )}
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <form className="form" onSubmit={submit} noValidate>
          <div className="form__row">
            <Field
              label={t`First name`}
              name="firstname"
              autoComplete="given-name"
              value={form.values.firstname}
              error={form.errors.firstname}
              onValue={(v) => form.set('firstname', v)}
            />
            <Field
              label={t`Last name`}
              name="lastname"
              autoComplete="family-name"
              value={form.values.lastname}
              error={form.errors.lastname}
              onValue={(v) => form.set('lastname', v)}
            />
          </div>
          <Field
            label={t`Email address`}
            type="email"
            name="login"
            autoComplete="email"
            value={form.values.login}
            error={form.errors.login}
            onValue={(v) => form.set('login', v)}
          />
          <Field
            label={t`Password`}
            type="password"
            name="password"
            autoComplete="new-password"
            value={form.values.password}
            error={form.errors.password}
            onValue={(v) => form.set('password', v)}
            hint={<Trans>At least 8 characters, with upper and lower case letters and a digit.</Trans>}
          />
          <button type="submit" className="button" disabled={form.submitting}>
            <Trans>Create my account</Trans>
          </button>
        </form>
        <p>
          <Trans>Already a member?</Trans> <ctx.RouteLink to="login">{t`Sign in`}</ctx.RouteLink>
        </p>
      </AuthLayout>
    );
  };
}
