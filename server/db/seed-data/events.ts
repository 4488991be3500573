import { CATEGORY } from './categories.ts';
import { text, type Text } from './text.ts';

export interface SeedEvent {
  /** Event ids are store id * 100 + n, so each store has its own. */
  offset: number;
  categoryId: number;
  slug: string;
  name: Text;
  /** Days from the seed time; the first three are live, the last one is upcoming. */
  startDays: number;
  endDays: number;
  saleType: 0 | 1 | 2 | 3 | 4 | 5;
  cardType: 'Inline' | 'Flash';
  /** The event's page turns the sitewide event banner off (path-lookup metadata `sitewideBanner: false`). */
  sitewideBanner?: false;
}

export const EVENTS: SeedEvent[] = [
  {
    offset: 1,
    categoryId: CATEGORY.skis,
    slug: 'ski-flash-sale',
    startDays: -2,
    endDays: 30,
    saleType: 2,
    cardType: 'Flash',
    name: text('Ski flash sale', 'Vente flash ski', 'Ski Flash Sale', 'Lynudsalg på ski', 'Venta flash de esquís', 'Blixtrea på skidor'),
  },
  {
    offset: 2,
    categoryId: CATEGORY.skiBoots,
    slug: 'boot-price-drop',
    // The sitewide top banner advertises this sale: not on its own page.
    sitewideBanner: false,
    startDays: -1,
    endDays: 21,
    saleType: 4,
    cardType: 'Inline',
    name: text(
      'Ski boots price drop',
      'Baisse de prix chaussures de ski',
      'Preissturz Skischuhe',
      'Prisfald på skistøvler',
      'Bajada de precios en botas de esquí',
      'Prisras på pjäxor',
    ),
  },
  {
    offset: 3,
    categoryId: CATEGORY.clothing,
    slug: 'new-season-clothing',
    startDays: -3,
    endDays: 45,
    saleType: 5,
    cardType: 'Flash',
    name: text(
      'New season clothing',
      'Vêtements nouvelle saison',
      'Bekleidung neue Saison',
      'Tøj til den nye sæson',
      'Ropa de nueva temporada',
      'Nya säsongens kläder',
    ),
  },
  {
    offset: 4,
    categoryId: CATEGORY.snowboards,
    slug: 'snowboard-days',
    startDays: 5,
    endDays: 12,
    saleType: 0,
    cardType: 'Inline',
    name: text('Snowboard days', 'Jours snowboard', 'Snowboard-Tage', 'Snowboarddage', 'Días de snowboard', 'Snowboarddagar'),
  },
];

export const eventId = (storeId: number, event: SeedEvent) => storeId * 100 + event.offset;
