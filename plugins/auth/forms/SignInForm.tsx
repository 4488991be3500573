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
  // eslint-disable-next-line no-restricted-syntax -- lent to another plugin through a service: it renders outside this plugin's boundary
  return function SignInForm({ beforeRefresh, onDone, className, id, ref }: AuthFormProps) {
    const { t } = useLingui();
    const [error, setError] = useState<string | null>(null);
    const form = useForm({
      login: { label: t`Email address`, rules: 'required|email' },
      password: { label: t`Password`, rules: 'required' },
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
        <Field {...form.field('login')} type="email" autoComplete="username" />
        <Field {...form.field('password')} type="password" autoComplete="current-password" />
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
