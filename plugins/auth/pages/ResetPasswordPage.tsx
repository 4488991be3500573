import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentType } from 'react';
import { Field, FormMessage } from '../../../core/forms/Field.tsx';
import { useForm } from '../../../core/forms/use-form.ts';
import type { PageProps } from '../../../core/kernel/plugin.ts';
import { resetPassword } from '../../../contracts/auth.ts';
import type { AuthDeps } from '../auth-state.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { PASSWORD_RULES } from '../../../core/forms/validators.ts';
import { useTitle } from '../../../core/ui/use-title.ts';

export function createPage({ ctx }: AuthDeps): ComponentType<PageProps> {
  return function ResetPasswordPage({ resolution }: PageProps) {
    const { t } = useLingui();
    const query = new URLSearchParams(resolution.search);
    const customerId = Number(query.get('id'));
    const token = query.get('token') ?? '';
    const linkIsComplete = Number.isInteger(customerId) && customerId > 0 && token !== '';
    const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
    const [done, setDone] = useState(false);
    const form = useForm({
      initial: { password: '', confirmation: '' },
      rules: { password: PASSWORD_RULES, confirmation: 'required|confirmed:password' },
      labels: { password: t`New password`, confirmation: t`Confirm the new password` },
    });

    useTitle(ctx.shell, t`Choose a new password`);

    const submit = form.handleSubmit(async (values) => {
      setNotice(null);
      try {
        const reply = await ctx.api.call(resetPassword, { body: { customerId, token, password: values.password, confirmation: values.confirmation } });
        setNotice({ tone: reply.success ? 'success' : 'error', text: reply.message });
        setDone(reply.success);
      } catch {
        setNotice({ tone: 'error', text: t`Something went wrong. Please try again.` });
      }
    });

    return (
      <AuthLayout title={t`Choose a new password`} testId="reset-password-page">
        {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
        {!linkIsComplete && (
          <FormMessage tone="error">
            <Trans>This reset link is incomplete. Please use the link from the email, or ask for a new one.</Trans>
          </FormMessage>
        )}
        {done ? (
          <ctx.RouteLink to="login" className="button">
            <Trans>Sign in</Trans>
          </ctx.RouteLink>
        ) : (
          linkIsComplete && (
            <form className="form" onSubmit={submit} noValidate>
              <Field
                label={t`New password`}
                type="password"
                name="password"
                autoComplete="new-password"
                value={form.values.password}
                error={form.errors.password}
                onValue={(v) => form.set('password', v)}
              />
              <Field
                label={t`Confirm the new password`}
                type="password"
                name="confirmation"
                autoComplete="new-password"
                value={form.values.confirmation}
                error={form.errors.confirmation}
                onValue={(v) => form.set('confirmation', v)}
              />
              <button type="submit" className="button" disabled={form.submitting}>
                <Trans>Save the new password</Trans>
              </button>
            </form>
          )
        )}
        <p>
          <ctx.RouteLink to="forgot-password">
            <Trans>Ask for a new link</Trans>
          </ctx.RouteLink>
        </p>
      </AuthLayout>
    );
  };
}
