import { useLingui } from '@lingui/react/macro';
import type { UserSync } from '../../../../contracts/account.ts';
import { useForm, type Form } from '../../../../core/kit/forms/use-form.ts';
import { PASSWORD_RULES } from '../../../../core/kit/forms/validators.ts';

export type AccountField =
  'firstname' | 'lastname' | 'email' | 'gender' | 'country' | 'language' | 'currency' | 'currentPassword' | 'password' | 'confirmation';
export type AccountForm = Form<AccountField>;

/**
 * The account information form, filled with the member's details. The password fields are
 * checked only while "Change my password" is on (spec 01 section 5).
 */
export function useAccountForm(user: UserSync, changingPassword: boolean): AccountForm {
  const { t } = useLingui();
  const whenChanging = (rules: string) => (changingPassword ? rules : undefined);
  return useForm<AccountField>({
    firstname: { label: t`First name`, initial: user.firstName, rules: 'max:100' },
    lastname: { label: t`Last name`, initial: user.lastName, rules: 'max:100' },
    email: { label: t`Email address`, initial: user.email, rules: 'required|email|email_domain' },
    gender: { label: t`Gender`, initial: user.gender.id === null ? '' : String(user.gender.id) },
    country: { label: t`Country`, initial: user.currentCountry.code, rules: 'required' },
    language: { label: t`Language`, initial: user.language.name },
    currency: { label: t`Currency`, initial: user.currencyCode },
    currentPassword: { label: t`Current password`, rules: whenChanging('required') },
    password: { label: t`New password`, rules: whenChanging(PASSWORD_RULES) },
    confirmation: { label: t`Confirm the new password`, rules: whenChanging('required|confirmed:password') },
  });
}

/** A new email needs the current password too (the server refuses it otherwise). */
export function emailChanged(values: Record<AccountField, string>, user: UserSync): boolean {
  return values.email.trim().toLowerCase() !== user.email.toLowerCase();
}
