/** Postcode and region rules per country (ISO 3166-1 alpha-2), shared by forms and the server. */

/** The rules of every address form (account address book, an order's delivery address, the checkout stand-in's). */
export const ADDRESS_FORM_RULES = {
  firstname: 'required|max:100',
  lastname: 'required|max:100',
  street: 'required|max:200',
  street2: 'max:200',
  city: 'required|max:100',
  postcode: 'required_postcode:countryId|postcode:countryId',
  region: 'required_region:countryId|max:100',
  countryId: 'required',
  telephone: 'required|phone:countryId',
} as const;

const POSTCODE_PATTERNS: Record<string, RegExp> = {
  GB: /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]([0-9ABEHMNPRVWXY])?|[0-9][A-HJKPSTUW]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i,
  FR: /^(0[1-9]|[1-8]\d|9[0-8])\d{3}$/,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  BE: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  DK: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  IE: /^[AC-FHKNPRTV-Y]\d{2}( ?[0-9AC-FHKNPRTV-Y]{4})?$/i,
};

/** Countries where an address has no postcode, or where it is optional. */
const POSTCODE_OPTIONAL = new Set(['IE', 'HK', 'AE']);
/** Countries whose addresses need a region (province). */
const REGION_REQUIRED = new Set(['ES', 'IT', 'US', 'CA']);

export function postcodeRequired(country: string): boolean {
  return !POSTCODE_OPTIONAL.has(country.toUpperCase());
}

export function regionRequired(country: string): boolean {
  return REGION_REQUIRED.has(country.toUpperCase());
}

/** True when the postcode fits the country's format (countries without a known format: any 2-10 characters). */
export function isValidPostcode(postcode: string, country: string): boolean {
  const pattern = POSTCODE_PATTERNS[country.toUpperCase()];
  const value = postcode.trim();
  return pattern ? pattern.test(value) : /^[A-Za-z0-9 -]{2,10}$/.test(value);
}
