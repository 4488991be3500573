import { describe, expect, it } from 'vitest';
import { breadcrumbList } from '../plugins/catalog/breadcrumb-data.ts';
import { productHead } from '../plugins/catalog/product/product-head.ts';
import type { ProductDetail } from '../contracts/catalog.ts';
import { siteStructuredData } from '../server/html/site-structured-data.ts';
import { repoStores } from '../server/test-support/test-support.ts';
import { checkStructuredData } from './support/schema-org.ts';

const uk = repoStores().find((store) => store.code === 'uk')!;

const product = {
  productId: 1001,
  sku: 'ROS-1',
  name: 'Experience 86 Ti',
  brandName: 'Rossignol',
  description: 'An all-mountain ski.',
  images: ['/media/a.webp', '/media/b.webp'],
  categoryName: 'Skis',
  categoryUrl: '/ski/skis',
  currency: 'GBP',
  price: { price: 429, specialPrice: null },
  inStock: true,
} as unknown as ProductDetail;

describe("schema.org's vocabulary", () => {
  it('accepts the data the shop writes: Product with its Offer, BreadcrumbList, Organization and WebSite', () => {
    const { structuredData } = productHead(product, { pricesShown: true, url: 'https://shop.test/catalog/product/view/id/1001', homeName: 'Home' });
    const all = [...[structuredData ?? []].flat(), breadcrumbList([{ name: 'Home', url: 'https://shop.test/' }]), ...siteStructuredData(uk)];
    expect(all.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList', 'BreadcrumbList', 'Organization', 'WebSite']);
    for (const data of all) expect(checkStructuredData(data), JSON.stringify(data)).toEqual([]);
  });

  it('refuses a property a type does not have, and an unknown type', () => {
    expect(checkStructuredData({ '@context': 'https://schema.org', '@type': 'Product', name: 'Ski', price: '10.00' })).toEqual([
      '$: Product has no property price',
    ]);
    expect(checkStructuredData({ '@context': 'https://schema.org', '@type': 'Produkt', name: 'Ski' })).toEqual([
      '$: @type "Produkt" is not a schema.org type of the vocabulary',
    ]);
    expect(checkStructuredData({ '@context': 'http://example.com', '@type': 'WebSite' })).toEqual(['@context is "http://example.com", not https://schema.org']);
  });

  it('refuses a value of the wrong type, inside nested nodes and lists too', () => {
    const problems = checkStructuredData({
      '@context': 'https://schema.org',
      '@type': 'Product',
      image: ['https://shop.test/a.webp', '/media/relative.webp'],
      brand: { '@type': 'Offer', price: '1' },
      offers: { '@type': 'Offer', price: 12, availability: 'InStock', priceCurrency: 'GBP' },
    });
    expect(problems).toEqual([
      '$.image[1]: "/media/relative.webp" is not a ImageObject or URL',
      '$.brand: {"@type":"Offer","price":"1"} is not a Brand or Organization',
      '$.offers.availability: "InStock" is not a ItemAvailability',
    ]);
    const crumbs = checkStructuredData({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1.5, name: 'Home', item: 'https://shop.test/' }],
    });
    expect(crumbs).toEqual(['$.itemListElement[0].position: 1.5 is not a Integer or Text']);
  });

  it('takes subtypes where their parent is expected, with the parent’s properties', () => {
    expect(
      checkStructuredData({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: { '@type': 'ListItem', position: 1, name: 'Home' } }),
    ).toEqual([]);
    expect(checkStructuredData({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Summit', inLanguage: 'en' })).toEqual([
      '$: Organization has no property inLanguage',
    ]);
  });
});
