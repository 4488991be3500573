import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Field, FormMessage } from '../../../core/kit/forms/Field.tsx';
import { useForm } from '../../../core/kit/forms/use-form.ts';
import { type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { resetPassword, resetPasswordCheck } from '../../../contracts/auth.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { goAfterLogin, useAuthState } from '../auth-state.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { PASSWORD_RULES } from '../../../core/kit/forms/validators.ts';
import { useTitle } from '../../../core/kit/ui/use-title.ts';

/** A used or expired link: no form to fill in vain, and the way to a new link. */
function SpentLink() {
  const ctx = usePlugin<'auth'>();
  return (
    <div className="stack" data-testid="reset-link-spent">
      <FormMessage tone="error">
        <Trans>This link has expired or was already used.</Trans>
      </FormMessage>
      <ctx.RouteLink to="forgot-password" className="button">
        <Trans>Send me a new link</Trans>
      </ctx.RouteLink>
    </div>
  );
}

/**
 * The mailed reset link's page: the link is checked as the page opens (a used one shows no form);
 * a new password signs the member in and takes them to their account.
 */
export default function ResetPasswordPage({ resolution, signal }: PageProps) {
  const ctx = usePlugin<'auth'>();
  const deps = useAuthState();
  const { t } = useLingui();
  const query = new URLSearchParams(resolution.search);
  const customerId = Number(query.get('id'));
  const token = query.get('token') ?? '';
  const linkIsComplete = Number.isInteger(customerId) && customerId > 0 && token !== '';
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const check = useRemote(
    async (loadSignal) => (linkIsComplete ? (await ctx.api.call(resetPasswordCheck, { body: { customerId, token }, signal: loadSignal })).usable : false),
    [customerId, token],
    { signal, logger: ctx.logger },
  );
  const form = useForm({
    password: { label: t`New password`, rules: PASSWORD_RULES },
    confirmation: { label: t`Confirm the new password`, rules: 'required|confirmed:password' },
  });

  useTitle(ctx.shell, t`Choose a new password`);

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const reply = await ctx.api.call(resetPassword, { body: { customerId, token, password: values.password, confirmation: values.confirmation } });
      if (!reply.success) {
        setNotice({ tone: 'error', text: reply.message });
        return;
      }
      // Signed in by the server: this signed-out page's rule then leads to the account, which says so.
      goAfterLogin(deps, ctx.href('account') ?? '/');
      ctx.shell.alert('success', reply.message);
      await ctx.refreshSession('login');
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
      {linkIsComplete && (
        <RemoteState state={check}>
          {(usable) =>
            usable ? (
              <form className="form" onSubmit={submit} noValidate>
                <Field {...form.field('password')} type="password" autoComplete="new-password" />
                <Field {...form.field('confirmation')} type="password" autoComplete="new-password" />
                <button type="submit" className="button" disabled={form.submitting}>
                  <Trans>Save the new password</Trans>
                </button>
              </form>
            ) : (
              <SpentLink />
            )
          }
        </RemoteState>
      )}
      {!(check.status === 'ready' && !check.data) && (
        <p>
          <ctx.RouteLink to="forgot-password">
            <Trans>Ask for a new link</Trans>
          </ctx.RouteLink>
        </p>
      )}
    </AuthLayout>
  );
}
