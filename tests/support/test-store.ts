import type { StoreConfig } from '../../core/store/types.ts';

/**
 * A whole store config for tests, shaped like the UK store, with `overrides` on top: every field
 * is typed, so a test names only what it is about and nothing needs a cast.
 */
export function testStore(overrides: Partial<StoreConfig> = {}): StoreConfig {
  return {
    storeId: 1,
    websiteId: 1,
    code: 'uk',
    hosts: ['localhost'],
    locale: 'en_GB',
    language: 'en',
    country: 'GB',
    timeZone: 'Europe/London',
    storeType: 'storeType1',
    currency: { code: 'GBP', template: '£#', priceLocale: 'en-GB' },
    delivery: { fee: 4.95, freeFrom: 50 },
    shopName: 'Summit UK',
    supportEmail: 'help@summit-shop.co.uk',
    loginRequired: false,
    customerService: { phones: [{ number: '+442035140500', label: 'UK' }], hours: 'Mon-Fri 9am-6pm' },
    payment: { icons: ['visa', 'mastercard'], americanExpress: true },
    badges: { language: 'default', bCorp: 'default', appDownload: false },
    social: {},
    company: { legalLine: 'Summit SAS, RCS Annecy 812 345 678', postalAddress: [] },
    reassurance: { moneyBackDays: 14, shipsWithinHours: 24 },
    origin: 'http://localhost:3000',
    checkoutUrl: '/checkout/',
    logoutRedirect: '/',
    previewHosts: [],
    features: {},
    plugins: {},
    ...overrides,
  };
}
