import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Field, FormMessage } from '../../../core/forms/Field.tsx';
import { useForm } from '../../../core/forms/use-form.ts';
import type { AuthModalsDeps } from '../deps.ts';
import { failureText } from './submit-errors.ts';
import { useFocusFirstField } from './use-focus-first-field.ts';

interface Props {
  deps: AuthModalsDeps;
  /** Signed in: the modal closes. */
  onDone(): void;
  /** The form replaced the other one in an open modal: the keyboard starts in its first field. */
  takeFocus: boolean;
}

/** Email and password, through the auth plugin's sign-in (the session is refreshed there). */
export function SignInForm({ deps, onDone, takeFocus }: Props) {
  const { ctx, actions } = deps;
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const formRef = useFocusFirstField(takeFocus);
  const form = useForm({
    initial: { login: '', password: '' },
    rules: { login: 'required|email', password: 'required' },
    labels: { login: t`Email address`, password: t`Password` },
  });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const reply = await actions.signIn(values.login, values.password);
      // Server messages are shown as given.
      if (reply.success) onDone();
      else setError(reply.message);
    } catch (failure) {
      setError(
        failureText(failure, ctx.logger, {
          locked: t`Your account is temporarily locked after too many failed attempts. Please try again later or reset your password.`,
          generic: t`Something went wrong. Please try again.`,
        }),
      );
    }
  });

  return (
    <form ref={formRef} className="form auth-modal__form" onSubmit={submit} noValidate data-testid="sign-in-form">
      {error && <FormMessage tone="error">{error}</FormMessage>}
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
      <ctx.RouteLink to="forgot-password" className="auth-modal__forgot">
        <Trans>Forgot your password?</Trans>
      </ctx.RouteLink>
    </form>
  );
}
