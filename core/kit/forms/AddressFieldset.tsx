import { useLingui } from '@lingui/react/macro';
import { ADDRESS_FORM_RULES } from './address-rules.ts';
import { Field, SelectField } from './Field.tsx';
import { useForm, type FieldSpec, type Form } from './use-form.ts';

export const ADDRESS_FIELDS = ['firstname', 'lastname', 'street', 'street2', 'city', 'postcode', 'region', 'countryId', 'telephone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

export const ADDRESS_RULES: Record<AddressField, string> = ADDRESS_FORM_RULES;

export function useAddressForm(initial: Partial<AddressValues>): Form<AddressField> {
  const { t } = useLingui();
  const field = (name: AddressField, label: string): FieldSpec => ({ label, initial: initial[name], rules: ADDRESS_RULES[name] });
  return useForm<AddressField>({
    firstname: field('firstname', t`First name`),
    lastname: field('lastname', t`Last name`),
    street: field('street', t`Street address`),
    street2: field('street2', t`Address line 2`),
    city: field('city', t`City`),
    postcode: field('postcode', t`Postcode`),
    region: field('region', t`Region`),
    countryId: field('countryId', t`Country`),
    telephone: field('telephone', t`Phone number`),
  });
}

/** The address inputs; `countries` come from country-address-options. */
export function AddressFieldset({ form, countries }: { form: Form<AddressField>; countries: readonly { code: string; name: string }[] }) {
  const { t } = useLingui();
  return (
    <>
      <div className="form__row">
        <Field {...form.field('firstname')} autoComplete="given-name" />
        <Field {...form.field('lastname')} autoComplete="family-name" />
      </div>
      <Field {...form.field('street')} autoComplete="address-line1" />
      <Field {...form.field('street2')} autoComplete="address-line2" />
      <div className="form__row">
        <Field {...form.field('postcode')} autoComplete="postal-code" />
        <Field {...form.field('city')} autoComplete="address-level2" />
      </div>
      <div className="form__row">
        <Field {...form.field('region')} autoComplete="address-level1" />
        <SelectField
          {...form.field('countryId')}
          options={[{ value: '', label: t`Choose a country` }, ...countries.map((c) => ({ value: c.code, label: c.name }))]}
        />
      </div>
      <Field {...form.field('telephone')} type="tel" autoComplete="tel" />
    </>
  );
}
