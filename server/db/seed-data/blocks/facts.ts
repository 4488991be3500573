import type { StoreConfig } from '../../../../core/store/types.ts';
import { storeFacts, type StoreFacts } from '../cms/facts.ts';

/** What the FAQ says about a store beyond the content pages' facts: how to pay, what a referral earns. */
export interface BlockFacts extends StoreFacts {
  /** The payment methods the store takes, by name, in the order its footer shows them. */
  paymentMethods: string[];
  referralPoints: number;
}

const PAYMENT_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  amazonpay: 'Amazon Pay',
  klarna: 'Klarna',
  cb: 'Carte Bancaire',
};

/** The default of spec 02 section 9 when the store sets none. */
const DEFAULT_REFERRAL_POINTS = 500;

export function blockFacts(store: StoreConfig): BlockFacts {
  const methods = store.payment.icons.map((icon) => PAYMENT_NAMES[icon] ?? icon);
  if (store.payment.americanExpress) methods.push('American Express');
  return { ...storeFacts(store), paymentMethods: methods, referralPoints: store.rewardPoints?.referralPoints ?? DEFAULT_REFERRAL_POINTS };
}

/** "Visa, Mastercard and PayPal" in the language of the text. */
export function listIn(language: string, items: string[]): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
}

export interface FaqTopicSeed {
  /** The second part of the identifiers of the topic's blocks (faq_<topic>_...). */
  key: string;
  title: string;
  intro: string;
}

export interface FaqEntrySeed {
  topic: string;
  key: string;
  question: string;
  /** HTML. */
  answer: string;
}

export interface FaqSeed {
  topics: FaqTopicSeed[];
  entries: FaqEntrySeed[];
}

export interface ShareTextSeed {
  /** Plain text with template variables (the email's subject); '' when the channel has none. */
  title: string;
  /** HTML with template variables. */
  content: string;
}

/**
 * The share texts (spec 02 section 9: a type, a channel, a language) and the page texts of one
 * language. Their template variables are filled by the storefront when it shows them.
 */
export interface BlockTextsSeed {
  share: Record<'product' | 'points' | 'confirmation', Record<'twitter' | 'email' | 'facebook', ShareTextSeed>>;
  pageTexts: { header: string; referral: string };
}
