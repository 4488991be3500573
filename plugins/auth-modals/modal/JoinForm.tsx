import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Field, FormMessage } from '../../../core/forms/Field.tsx';
import { useForm } from '../../../core/forms/use-form.ts';
import { PASSWORD_RULES } from '../../../core/forms/validators.ts';
import type { AuthModalsDeps } from '../deps.ts';
import { failureText } from './submit-errors.ts';
import { useFocusFirstField } from './use-focus-first-field.ts';

interface Props {
  deps: AuthModalsDeps;
  /** Signed up (and so signed in): the modal closes. */
  onDone(): void;
  takeFocus: boolean;
}

/**
 * The registration form of the registration page, through the same sign-up of the auth plugin:
 * a sign-up here is tracked exactly as one there (GTM sign_up, Facebook complete-registration).
 */
export function JoinForm({ deps, onDone, takeFocus }: Props) {
  const { ctx, actions } = deps;
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const formRef = useFocusFirstField(takeFocus);
  const form = useForm({
    initial: { firstname: '', lastname: '', login: '', password: '' },
    rules: { firstname: 'required|max:100', lastname: 'required|max:100', login: 'required|email|email_domain', password: PASSWORD_RULES },
    labels: { firstname: t`First name`, lastname: t`Last name`, login: t`Email address`, password: t`Password` },
  });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const reply = await actions.signUp({ email: values.login, password: values.password, firstname: values.firstname, lastname: values.lastname });
      if (reply.success) onDone();
      else setError(reply.message);
    } catch (failure) {
      setError(
        failureText(failure, ctx.logger, { locked: t`Too many attempts. Please try again later.`, generic: t`Something went wrong. Please try again.` }),
      );
    }
  });

  return (
    <form ref={formRef} className="form auth-modal__form" onSubmit={submit} noValidate data-testid="join-form">
      {error && <FormMessage tone="error">{error}</FormMessage>}
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
  );
}
