import { DEMO_MEMBER } from './member.ts';
import { text, type Text } from './text.ts';

/** What the newsletter form offers in every demo store (newsletter-options), in display order. */
export interface SeedNewsletterOption {
  id: number;
  code: string;
  label: Text;
}

export const NEWSLETTER_SPORTS: SeedNewsletterOption[] = [
  { id: 1, code: 'ski', label: text('Ski', 'Ski', 'Ski', 'Ski', 'Esquí', 'Skidåkning') },
  { id: 2, code: 'snowboard', label: text('Snowboard', 'Snowboard', 'Snowboard', 'Snowboard', 'Snowboard', 'Snowboard') },
  { id: 3, code: 'freeride', label: text('Freeride', 'Freeride', 'Freeride', 'Freeride', 'Freeride', 'Freeride') },
  { id: 4, code: 'ski_touring', label: text('Ski touring', 'Ski de randonnée', 'Skitouren', 'Topture på ski', 'Esquí de travesía', 'Topptur') },
  { id: 5, code: 'cross_country', label: text('Cross-country skiing', 'Ski de fond', 'Langlauf', 'Langrend', 'Esquí de fondo', 'Längdskidåkning') },
  { id: 6, code: 'hiking', label: text('Hiking', 'Randonnée', 'Wandern', 'Vandring', 'Senderismo', 'Vandring') },
  { id: 7, code: 'running', label: text('Running', 'Course à pied', 'Laufen', 'Løb', 'Correr', 'Löpning') },
  { id: 8, code: 'climbing', label: text('Climbing', 'Escalade', 'Klettern', 'Klatring', 'Escalada', 'Klättring') },
  { id: 9, code: 'cycling', label: text('Cycling', 'Vélo', 'Radfahren', 'Cykling', 'Ciclismo', 'Cykling') },
];

export const NEWSLETTER_FREQUENCIES: SeedNewsletterOption[] = [
  { id: 1, code: 'daily', label: text('Daily', 'Quotidienne', 'Täglich', 'Dagligt', 'Diaria', 'Dagligen') },
  { id: 2, code: 'weekly', label: text('Weekly', 'Hebdomadaire', 'Wöchentlich', 'Ugentligt', 'Semanal', 'Varje vecka') },
  { id: 3, code: 'monthly', label: text('Monthly', 'Mensuelle', 'Monatlich', 'Månedligt', 'Mensual', 'Varje månad') },
];

/** The frequency a subscription gets until its subscriber chooses one (a footer sign-up). */
export const DEFAULT_FREQUENCY_CODE = 'weekly';

/** The demo member reads the newsletter in the UK store, weekly, about ski and snowboard. */
export const DEMO_SUBSCRIPTION = {
  storeId: DEMO_MEMBER.storeId,
  customerId: DEMO_MEMBER.id,
  email: DEMO_MEMBER.email,
  frequencyId: 2,
  sportIds: [1, 2],
} as const;
