import { Trans, useLingui } from '@lingui/react/macro';
import { Field, SelectField } from '../../../../core/kit/forms/Field.tsx';
import type { AccountForm } from './account-form.ts';

export type Named = readonly { code: string; name: string }[];

/** Name and email address. */
export function DetailsSection({ form }: { form: AccountForm }) {
  return (
    <>
      <div className="form__row">
        <Field {...form.field('firstname')} autoComplete="given-name" />
        <Field {...form.field('lastname')} autoComplete="family-name" />
      </div>
      <Field {...form.field('email')} type="email" autoComplete="email" />
    </>
  );
}

/** Gender, country, and the language and currency of the store's choices (language-currency). */
export function ChoicesSection({ form, countries, languages, currencies }: { form: AccountForm; countries: Named; languages: Named; currencies: Named }) {
  const { t } = useLingui();
  const genders = [
    { value: '', label: t`Not specified` },
    { value: '1', label: t`Male` },
    { value: '2', label: t`Female` },
  ];
  return (
    <>
      <div className="form__row">
        <SelectField {...form.field('gender')} options={genders} />
        <SelectField {...form.field('country')} options={countries.map((c) => ({ value: c.code, label: c.name }))} />
      </div>
      <div className="form__row">
        <SelectField {...form.field('language')} options={languages.map((l) => ({ value: l.code, label: l.name }))} />
        <SelectField {...form.field('currency')} options={currencies.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))} />
      </div>
    </>
  );
}

interface PasswordSectionProps {
  form: AccountForm;
  changingPassword: boolean;
  onChangingPassword(on: boolean): void;
  /** The email address differs from the saved one: the current password is asked for it. */
  emailChanged: boolean;
}

/** "Change my password", and the current password whenever the password or the email changes. */
export function PasswordSection({ form, changingPassword, onChangingPassword, emailChanged }: PasswordSectionProps) {
  const { t } = useLingui();
  return (
    <>
      <label className="checkbox">
        <input type="checkbox" checked={changingPassword} onChange={(event) => onChangingPassword(event.target.checked)} />
        <Trans>Change my password</Trans>
      </label>
      {(changingPassword || emailChanged) && (
        <Field
          {...form.field('currentPassword')}
          type="password"
          autoComplete="current-password"
          hint={emailChanged && !changingPassword ? t`Needed to change your email address.` : undefined}
        />
      )}
      {changingPassword && (
        <>
          <Field {...form.field('password')} type="password" autoComplete="new-password" />
          <Field {...form.field('confirmation')} type="password" autoComplete="new-password" />
        </>
      )}
    </>
  );
}
