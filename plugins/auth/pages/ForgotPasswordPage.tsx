import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Field, FormMessage } from '../../../core/kit/forms/Field.tsx';
import { useForm } from '../../../core/kit/forms/use-form.ts';
import { usePlugin } from '../../../core/plugin-api.ts';
import { forgotPassword } from '../../../contracts/auth.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { useTitle } from '../../../core/kit/ui/use-title.ts';

export default function ForgotPasswordPage() {
  const ctx = usePlugin<'auth'>();
  const { t } = useLingui();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm({ login: { label: t`Email address`, rules: 'required|email' } });

  useTitle(ctx.shell, t`Forgot your password?`);

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const reply = await ctx.api.call(forgotPassword, { body: { email: values.login } });
      setNotice({ tone: reply.success ? 'success' : 'error', text: reply.message });
    } catch {
      setNotice({ tone: 'error', text: t`Something went wrong. Please try again.` });
    }
  });

  return (
    <AuthLayout
      title={t`Forgot your password?`}
      lead={<Trans>Enter your email address and we will send you a link to choose a new password.</Trans>}
      testId="forgot-password-page"
    >
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      <form className="form" onSubmit={submit} noValidate>
        <Field {...form.field('login')} type="email" autoComplete="email" />
        <button type="submit" className="button" disabled={form.submitting}>
          <Trans>Send the link</Trans>
        </button>
        <ctx.RouteLink to="login">
          <Trans>Back to sign in</Trans>
        </ctx.RouteLink>
      </form>
    </AuthLayout>
  );
}
