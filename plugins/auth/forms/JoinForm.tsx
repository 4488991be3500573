import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentType } from 'react';
import type { JoinFormProps } from '../../../contracts/auth-service.ts';
import { Field, FormMessage } from '../../../core/kit/forms/Field.tsx';
import { useForm } from '../../../core/kit/forms/use-form.ts';
import { PASSWORD_RULES } from '../../../core/kit/forms/validators.ts';
import { signUp, type AuthDeps } from '../auth-state.ts';
import { failureText } from './submit-errors.ts';

/**
 * The registration page's form (login and password, as spec 01 section 3 lists), lent to the register modals through `auth-actions`: a sign-up
 * in a modal is tracked exactly as one on the page (GTM sign_up, Facebook complete-registration).
 */
export function createJoinForm(deps: AuthDeps): ComponentType<JoinFormProps> {
  const { ctx } = deps;
  // eslint-disable-next-line no-restricted-syntax -- lent to another plugin through a service: it renders outside this plugin's boundary
  return function JoinForm({ referralCode, beforeRefresh, onDone, className, id, ref }: JoinFormProps) {
    const { t } = useLingui();
    const [error, setError] = useState<string | null>(null);
    const form = useForm({
      login: { label: t`Email address`, rules: 'required|email|email_domain' },
      password: { label: t`Password`, rules: PASSWORD_RULES },
    });

    const submit = form.handleSubmit(async (values) => {
      setError(null);
      try {
        const input = { email: values.login, password: values.password };
        const reply = await signUp(ctx, { ...input, ...(referralCode ? { referer: referralCode } : {}) }, beforeRefresh);
        if (reply.success) onDone?.();
        else setError(reply.message);
      } catch (failure) {
        setError(
          failureText(failure, { logger: ctx.logger, onLocked: (lock) => ctx.emit.accountLocked(lock) }, 'signup', {
            locked: t`Too many attempts. Please try again later.`,
            generic: t`Something went wrong. Please try again.`,
          }),
        );
      }
    });

    return (
      <form ref={ref} id={id} className={className ? `form ${className}` : 'form'} onSubmit={submit} noValidate data-testid="join-form">
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <Field {...form.field('login')} type="email" autoComplete="email" />
        <Field
          {...form.field('password')}
          type="password"
          autoComplete="new-password"
          hint={<Trans>At least 8 characters, with upper and lower case letters and a digit.</Trans>}
        />
        <button type="submit" className="button" disabled={form.submitting}>
          <Trans>Create my account</Trans>
        </button>
      </form>
    );
  };
}
