import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentType } from 'react';
import type { AuthFormProps } from '../../../contracts/auth-service.ts';
import { Field, FormMessage } from '../../../core/kit/forms/Field.tsx';
import { useForm } from '../../../core/kit/forms/use-form.ts';
import { signIn, type AuthDeps } from '../auth-state.ts';
import { failureText } from './submit-errors.ts';

/** Email and password: the login page's form, lent to the login modals through `auth-actions`. */
export function createSignInForm(deps: AuthDeps): ComponentType<AuthFormProps> {
  const { ctx } = deps;
  return function SignInForm({ beforeRefresh, onDone, className, id, ref }: AuthFormProps) {
    const { t } = useLingui();
    const [error, setError] = useState<string | null>(null);
    const form = useForm({
      initial: { login: '', password: '' },
      rules: { login: 'required|email', password: 'required' },
      labels: { login: t`Email address`, password: t`Password` },
    });

    const submit = form.handleSubmit(async (values) => {
      setError(null);
      try {
        const reply = await signIn(ctx, values.login, values.password, beforeRefresh);
        // Server messages are shown as given.
        if (reply.success) onDone?.();
        else setError(reply.message);
      } catch (failure) {
        setError(
          failureText(failure, { logger: ctx.logger, onLocked: (lock) => ctx.emit.accountLocked(lock) }, 'login', {
            locked: t`Your account is temporarily locked after too many failed attempts. Please try again later or reset your password.`,
            generic: t`Something went wrong. Please try again.`,
          }),
        );
      }
    });

    return (
      <form ref={ref} id={id} className={className ? `form ${className}` : 'form'} onSubmit={submit} noValidate data-testid="sign-in-form">
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
        <ctx.RouteLink to="forgot-password">
          <Trans>Forgot your password?</Trans>
        </ctx.RouteLink>
      </form>
    );
  };
}
