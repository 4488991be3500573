import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../contracts/catalog.ts';
import { productHead } from './product-head.ts';

const skis = {
  name: 'Rossignol Experience 86 Ti skis',
  sku: 'ROS-EXP86TI',
  brandName: 'Rossignol',
  description: '',
  images: ['/media/catalog/product/ros-exp86ti.webp', '/media/catalog/product/ros-exp86ti-detail.webp'],
  currency: 'GBP',
  price: { price: 649, specialPrice: 429 },
  inStock: true,
  categoryName: 'Skis',
  categoryUrl: '/ski/skis',
} as unknown as ProductDetail;

describe('a product page head', () => {
  const head = productHead(skis, { pricesShown: true, url: 'https://summit.example/catalog/product/view/id/1001', homeName: 'Home' });

  it('names the product once when its name already holds the brand', () => {
    expect(head.description).toBe('Rossignol Experience 86 Ti skis');
  });

  it('gives search engines and link previews whole addresses of every picture', () => {
    expect(head.image).toBe('https://summit.example/media/catalog/product/ros-exp86ti.webp');
    const [product] = head.structuredData as [{ image: string[] }];
    expect(product.image).toEqual([
      'https://summit.example/media/catalog/product/ros-exp86ti.webp',
      'https://summit.example/media/catalog/product/ros-exp86ti-detail.webp',
    ]);
  });

  it('adds the brand where the name lacks it', () => {
    expect(productHead({ ...skis, name: 'Experience 86 Ti' }, { pricesShown: false, url: 'https://summit.example/p', homeName: 'Home' }).description).toBe(
      'Rossignol Experience 86 Ti',
    );
  });

  it('lays out the trail for search engines: home, the category, the product', () => {
    const [, breadcrumb] = head.structuredData as [unknown, { itemListElement: unknown[] }];
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://summit.example/' },
      { '@type': 'ListItem', position: 2, name: 'Skis', item: 'https://summit.example/ski/skis' },
      { '@type': 'ListItem', position: 3, name: 'Rossignol Experience 86 Ti skis', item: 'https://summit.example/catalog/product/view/id/1001' },
    ]);
  });

  it('describes the product with its own text: its start in the meta description, all of it in the product data', () => {
    const description =
      'An all-mountain ski for skiers who spend the day between groomed runs and the soft snow beside them.\n\nA titanal layer keeps it calm at speed, while the tip rocker lets it float and turn easily in fresh snow.';
    const described = productHead({ ...skis, description }, { pricesShown: true, url: 'https://summit.example/p', homeName: 'Home' });
    expect(described.description).toBe(
      'An all-mountain ski for skiers who spend the day between groomed runs and the soft snow beside them. A titanal layer keeps it calm at speed, while the…',
    );
    expect(described.description!.length).toBeLessThanOrEqual(155);
    const [product] = described.structuredData as [{ description: string }];
    expect(product.description).toBe(description.replace('\n\n', ' '));
  });

  it('falls back to the name when the backend sends no description', () => {
    const { description, ...withoutDescription } = skis;
    expect(description).toBe('');
    const head = productHead(withoutDescription as ProductDetail, { pricesShown: true, url: 'https://summit.example/p', homeName: 'Home' });
    expect(head.description).toBe('Rossignol Experience 86 Ti skis');
    expect((head.structuredData as [{ description: string }])[0].description).toBe('Rossignol Experience 86 Ti skis');
  });
});
