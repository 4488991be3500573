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
} as unknown as ProductDetail;

describe('a product page head', () => {
  const head = productHead(skis, { pricesShown: true, url: 'https://summit.example/catalog/product/view/id/1001' });

  it('names the product once when its name already holds the brand', () => {
    expect(head.description).toBe('Rossignol Experience 86 Ti skis');
  });

  it('gives search engines and link previews whole addresses of every picture', () => {
    expect(head.image).toBe('https://summit.example/media/catalog/product/ros-exp86ti.webp');
    expect((head.structuredData as { image: string[] }).image).toEqual([
      'https://summit.example/media/catalog/product/ros-exp86ti.webp',
      'https://summit.example/media/catalog/product/ros-exp86ti-detail.webp',
    ]);
  });

  it('adds the brand where the name lacks it', () => {
    expect(productHead({ ...skis, name: 'Experience 86 Ti' }, { pricesShown: false, url: 'https://summit.example/p' }).description).toBe(
      'Rossignol Experience 86 Ti',
    );
  });
});
