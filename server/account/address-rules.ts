import { validateValues } from '../../core/kit/forms/validators.ts';
import type { PostalAddress as AddressFields } from '../../contracts/shapes.ts';

/** The address rules of the forms, checked again on the server. */
export const ADDRESS_RULES = {
  postcode: 'required_postcode:countryId|postcode:countryId',
  region: 'required_region:countryId',
  telephone: 'required|phone:countryId',
} as const;

export function isValidAddress(address: AddressFields): boolean {
  return Object.keys(validateValues(address, ADDRESS_RULES)).length === 0;
}
