import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentType } from 'react';
import { Field, FormMessage, SelectField } from '../../../core/kit/forms/Field.tsx';
import { useForm } from '../../../core/kit/forms/use-form.ts';
import type { PageProps } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { countryAddressOptions, customerDetailsUpdate, userSync, type UserSync } from '../../../contracts/account.ts';
import { languageCurrency } from '../../../contracts/stores.ts';
import type { AccountDeps } from '../deps.ts';
import { AccountFrame } from './AccountFrame.tsx';

const PASSWORD_RULES = 'min_password_length:8|has_upper_lower_case|has_digit';

export function createPage(deps: AccountDeps): ComponentType<PageProps> {
  const { ctx } = deps;
  type Named = { code: string; name: string }[];

  function EditForm({ user, countries, languages, currencies }: { user: UserSync; countries: Named; languages: Named; currencies: Named }) {
    const { t } = useLingui();
    const [showPassword, setShowPassword] = useState(false);
    const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
    const form = useForm({
      initial: {
        firstname: user.firstName,
        lastname: user.lastName,
        email: user.email,
        gender: user.gender.id === null ? '' : String(user.gender.id),
        country: user.currentCountry.code,
        language: user.language.name,
        currency: user.currencyCode,
        currentPassword: '',
        password: '',
        confirmation: '',
      },
      rules: {
        firstname: 'max:100',
        lastname: 'max:100',
        email: 'required|email|email_domain',
        country: 'required',
        ...(showPassword ? { currentPassword: 'required', password: `required|${PASSWORD_RULES}`, confirmation: 'required|confirmed:password' } : {}),
      },
      labels: {
        firstname: t`First name`,
        lastname: t`Last name`,
        email: t`Email address`,
        gender: t`Gender`,
        country: t`Country`,
        language: t`Language`,
        currency: t`Currency`,
        currentPassword: t`Current password`,
        password: t`New password`,
        confirmation: t`Confirm the new password`,
      },
    });
    // A new email needs the current password too (the server refuses it otherwise).
    const emailChanged = form.values.email.trim().toLowerCase() !== user.email.toLowerCase();
    const needsCurrentPassword = showPassword || emailChanged;

    const submit = form.handleSubmit(async (v) => {
      setNotice(null);
      // Spec 01 section 5: the password goes only with a current password and the show-password option on.
      const withPassword = showPassword && v.currentPassword !== '';
      const withCurrentPassword = needsCurrentPassword && v.currentPassword !== '';
      try {
        const reply = await ctx.api.call(customerDetailsUpdate, {
          body: {
            store_id: ctx.store.storeId,
            store_type: 'storeType7',
            email: v.email,
            firstname: v.firstname,
            lastname: v.lastname,
            gender: v.gender === '' ? null : Number(v.gender),
            country_id: v.country,
            language: v.language,
            currency: v.currency,
            ...(withCurrentPassword ? { current_password: v.currentPassword } : {}),
            ...(withPassword ? { password: v.password } : {}),
          },
        });
        setNotice({ tone: reply.success ? 'success' : 'error', text: reply.message });
        if (reply.success) form.setValues({ currentPassword: '', password: '', confirmation: '' });
      } catch {
        setNotice({ tone: 'error', text: t`Something went wrong.` });
      }
    });

    const field = (name: 'firstname' | 'lastname' | 'email', label: string, autoComplete: string, type = 'text') => (
      <Field
        label={label}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={form.values[name]}
        error={form.errors[name]}
        onValue={(value) => form.set(name, value)}
      />
    );
    return (
      <form className="form form--wide" onSubmit={submit} noValidate data-testid="account-edit-form">
        {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
        <div className="form__row">
          {field('firstname', t`First name`, 'given-name')}
          {field('lastname', t`Last name`, 'family-name')}
        </div>
        {field('email', t`Email address`, 'email', 'email')}
        <div className="form__row">
          <SelectField
            label={t`Gender`}
            value={form.values.gender}
            onValue={(v) => form.set('gender', v)}
            options={[
              { value: '', label: t`Not specified` },
              { value: '1', label: t`Male` },
              { value: '2', label: t`Female` },
            ]}
          />
          <SelectField
            label={t`Country`}
            value={form.values.country}
            error={form.errors.country}
            onValue={(v) => form.set('country', v)}
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
          />
        </div>
        <div className="form__row">
          <SelectField
            label={t`Language`}
            value={form.values.language}
            onValue={(v) => form.set('language', v)}
            options={languages.map((l) => ({ value: l.code, label: l.name }))}
          />
          <SelectField
            label={t`Currency`}
            value={form.values.currency}
            onValue={(v) => form.set('currency', v)}
            options={currencies.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
          <Trans>Change my password</Trans>
        </label>
        {needsCurrentPassword && (
          <Field
            label={t`Current password`}
            type="password"
            autoComplete="current-password"
            value={form.values.currentPassword}
            error={form.errors.currentPassword}
            hint={emailChanged && !showPassword ? t`Needed to change your email address.` : undefined}
            onValue={(v) => form.set('currentPassword', v)}
          />
        )}
        {showPassword && (
          <>
            <Field
              label={t`New password`}
              type="password"
              autoComplete="new-password"
              value={form.values.password}
              error={form.errors.password}
              onValue={(v) => form.set('password', v)}
            />
            <Field
              label={t`Confirm the new password`}
              type="password"
              autoComplete="new-password"
              value={form.values.confirmation}
              error={form.errors.confirmation}
              onValue={(v) => form.set('confirmation', v)}
            />
          </>
        )}
        <button type="submit" className="button" disabled={form.submitting}>
          <Trans>Save</Trans>
        </button>
      </form>
    );
  }

  return function EditPage({ signal }: PageProps) {
    const { t } = useLingui();
    const state = useRemote(
      async () => {
        const [user, options, choices] = await Promise.all([
          ctx.api.call(userSync, { signal }),
          ctx.api.call(countryAddressOptions, { query: { store_id: ctx.store.storeId }, signal }),
          // Spec 01 section 1: store type 7 for language and account calls.
          ctx.api.call(languageCurrency, { query: { language: ctx.store.language, store_type: 'storeType7' }, signal }),
        ]);
        return { user, countries: options.countries, ...choices };
      },
      [],
      { signal, logger: ctx.logger },
    );
    return (
      <AccountFrame ctx={ctx} title={t`Account Information`} testId="account-edit">
        <RemoteState state={state}>
          {(data) => <EditForm user={data.user} countries={data.countries} languages={data.languages} currencies={data.currencies} />}
        </RemoteState>
      </AccountFrame>
    );
  };
}
