import { useLingui } from '@lingui/react/macro';
import { ADDRESS_FORM_RULES } from './address-rules.ts';
import { Field, SelectField } from './Field.tsx';
import { useForm, type Form } from './use-form.ts';

export const ADDRESS_FIELDS = ['firstname', 'lastname', 'street', 'street2', 'city', 'postcode', 'region', 'countryId', 'telephone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

export const ADDRESS_RULES: Record<AddressField, string> = ADDRESS_FORM_RULES;

export const EMPTY_ADDRESS: AddressValues = {
  firstname: '',
  lastname: '',
  street: '',
  street2: '',
  city: '',
  postcode: '',
  region: '',
  countryId: '',
  telephone: '',
};

export function useAddressForm(initial: Partial<AddressValues>): Form<AddressField> {
  const { t } = useLingui();
  return useForm<AddressField>({
    initial: { ...EMPTY_ADDRESS, ...initial },
    rules: ADDRESS_RULES,
    labels: {
      firstname: t`First name`,
      lastname: t`Last name`,
      street: t`Street address`,
      street2: t`Address line 2`,
      city: t`City`,
      postcode: t`Postcode`,
      region: t`Region`,
      countryId: t`Country`,
      telephone: t`Phone number`,
    },
  });
}

/** The address inputs; `countries` come from country-address-options. */
export function AddressFieldset({ form, countries }: { form: Form<AddressField>; countries: readonly { code: string; name: string }[] }) {
  const { t } = useLingui();
  const input = (field: AddressField, label: string, autoComplete: string, type = 'text') => (
    <Field
      label={label}
      name={field}
      type={type}
      autoComplete={autoComplete}
      value={form.values[field]}
      error={form.errors[field]}
      onValue={(v) => form.set(field, v)}
    />
  );
  return (
    <>
      <div className="form__row">
        {input('firstname', t`First name`, 'given-name')}
        {input('lastname', t`Last name`, 'family-name')}
      </div>
      {input('street', t`Street address`, 'address-line1')}
      {input('street2', t`Address line 2`, 'address-line2')}
      <div className="form__row">
        {input('postcode', t`Postcode`, 'postal-code')}
        {input('city', t`City`, 'address-level2')}
      </div>
      <div className="form__row">
        {input('region', t`Region`, 'address-level1')}
        <SelectField
          label={t`Country`}
          name="countryId"
          value={form.values.countryId}
          error={form.errors.countryId}
          onValue={(v) => form.set('countryId', v)}
          options={[{ value: '', label: t`Choose a country` }, ...countries.map((c) => ({ value: c.code, label: c.name }))]}
        />
      </div>
      {input('telephone', t`Phone number`, 'tel', 'tel')}
    </>
  );
}
