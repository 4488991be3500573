import { bcp47 } from '../../core/i18n/locales.ts';
import type { StoreConfig } from '../../core/store/types.ts';

/**
 * schema.org data about the shop itself, for its home page: who runs it (Organization: name,
 * logo, where else it is, how to reach its service) and the site in its language (WebSite).
 * It comes from the store's config, whichever plugin renders the home.
 */
export function siteStructuredData(store: StoreConfig): Record<string, unknown>[] {
  const home = `${store.origin}/`;
  const name = store.shopShareName ?? store.shopName;
  const sameAs = Object.values(store.social).filter((url): url is string => typeof url === 'string');
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: home,
    logo: `${store.origin}/favicon.png`,
    email: store.supportEmail,
    ...(sameAs.length ? { sameAs } : {}),
    contactPoint: store.customerService.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.number,
      contactType: 'customer service',
      areaServed: store.country,
      email: store.supportEmail,
    })),
  };
  const website = { '@context': 'https://schema.org', '@type': 'WebSite', name: store.shopName, url: home, inLanguage: bcp47(store.locale) };
  return [organization, website];
}
