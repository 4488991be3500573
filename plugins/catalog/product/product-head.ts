import type { ProductDetail } from '../../../contracts/catalog.ts';
import type { PageHead } from '../../../core/plugin-api.ts';
import { breadcrumbList, type TrailStep } from '../breadcrumb-data.ts';

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 155;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The product page's trail: home, the product's category, the product. */
function productTrail(product: ProductDetail, url: string, homeName: string): TrailStep[] {
  return [
    { name: homeName, url: new URL('/', url).href },
    ...(product.categoryName && product.categoryUrl ? [{ name: product.categoryName, url: new URL(product.categoryUrl, url).href }] : []),
    { name: product.name, url },
  ];
}

/**
 * A product page's head: its name, description and picture, and schema.org Product data with
 * the offer (price, currency, availability) only where the shopper may see prices.
 */
export function productHead(product: ProductDetail, options: { pricesShown: boolean; url: string; homeName: string }): PageHead {
  const named = product.name.toLowerCase().includes(product.brandName.toLowerCase()) ? product.name : `${product.brandName} ${product.name}`;
  // The product's own text where the backend gives one: whole for search engines' product data, its start for previews.
  const about = product.description?.replace(/\s+/g, ' ').trim() || named;
  const description = shortened(about);
  const paid = product.price.specialPrice ?? product.price.price;
  // Search engines and link previews want whole addresses: the pictures are paths of this shop.
  const images = product.images.map((image) => new URL(image, options.url).href);
  return {
    title: product.name,
    description,
    image: images[0],
    type: 'product',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        sku: product.sku,
        description: about,
        ...(images.length ? { image: images } : {}),
        ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
        ...(options.pricesShown
          ? {
              offers: {
                '@type': 'Offer',
                url: options.url,
                price: paid.toFixed(2),
                priceCurrency: product.currency,
                availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              },
            }
          : {}),
      },
      breadcrumbList(productTrail(product, options.url, options.homeName)),
    ],
  };
}
