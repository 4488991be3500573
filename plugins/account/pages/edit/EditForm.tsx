import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { customerDetailsUpdate, type UserSync } from '../../../../contracts/account.ts';
import { FormMessage } from '../../../../core/kit/forms/Field.tsx';
import { usePlugin } from '../../../../core/plugin-api.ts';
import { emailChanged, useAccountForm, type AccountField } from './account-form.ts';
import { ChoicesSection, DetailsSection, PasswordSection, type Named } from './EditSections.tsx';

interface EditFormProps {
  user: UserSync;
  countries: Named;
  languages: Named;
  currencies: Named;
}

/** The member's details, choices and password, saved in one call (customer-details-update); the server's answer shows above the form. */
export function EditForm({ user, countries, languages, currencies }: EditFormProps) {
  const ctx = usePlugin<'account'>();
  const { t } = useLingui();
  const [changingPassword, setChangingPassword] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useAccountForm(user, changingPassword);
  const newEmail = emailChanged(form.values, user);

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const reply = await ctx.api.call(customerDetailsUpdate, {
        body: { store_id: ctx.store.storeId, ...detailsBody(values, changingPassword || newEmail, changingPassword) },
      });
      setNotice({ tone: reply.success ? 'success' : 'error', text: reply.message });
      if (reply.success) form.setValues({ currentPassword: '', password: '', confirmation: '' });
    } catch {
      setNotice({ tone: 'error', text: t`Something went wrong.` });
    }
  });

  return (
    <form className="form form--wide" onSubmit={submit} noValidate data-testid="account-edit-form">
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      <DetailsSection form={form} />
      <ChoicesSection form={form} countries={countries} languages={languages} currencies={currencies} />
      <PasswordSection form={form} changingPassword={changingPassword} onChangingPassword={setChangingPassword} emailChanged={newEmail} />
      <button type="submit" className="button" disabled={form.submitting}>
        <Trans>Save</Trans>
      </button>
    </form>
  );
}

/**
 * The request's fields. Spec 01 section 5: the password goes only with a current password and the
 * show-password option on; the current password goes whenever it was asked for and given.
 */
function detailsBody(v: Record<AccountField, string>, askedCurrentPassword: boolean, changingPassword: boolean) {
  const withCurrentPassword = askedCurrentPassword && v.currentPassword !== '';
  return {
    store_type: 'storeType7' as const,
    email: v.email,
    firstname: v.firstname,
    lastname: v.lastname,
    gender: v.gender === '' ? null : Number(v.gender),
    country_id: v.country,
    language: v.language,
    currency: v.currency,
    ...(withCurrentPassword ? { current_password: v.currentPassword } : {}),
    ...(changingPassword && v.currentPassword !== '' ? { password: v.password } : {}),
  };
}
