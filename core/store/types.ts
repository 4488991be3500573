/**
 * The shape of one store's configuration (`stores/<code>.json`), as the browser and the
 * server receive it after ajv has checked it against `schemas/store-config.schema.json`.
 * The schema is the authority; this type mirrors it so that code inside the edge can trust it.
 */
import type { CatalogLocale } from '../i18n/locales.ts';
import type { PluginManifest } from '../kernel/manifest.ts';

/** A catalog locale, or any other (it reads the source locale's texts). */
export type Locale = CatalogLocale | (string & {});

export type SocialNetwork = 'instagram' | 'strava' | 'tiktok' | 'facebook' | 'youtube';

export interface PhoneNumber {
  /** E.164 number, e.g. +442031234567. */
  number: string;
  /** Human label shown beside it, e.g. 'UK'. */
  label: string;
  /**
   * Not written in the config: the store loader adds them from `number` (libphonenumber-js),
   * so no shopper's browser downloads the phone metadata to show one number.
   */
  display?: string;
  uri?: string;
}

export interface StoreConfig {
  /** Numeric store id of the spec (UK 1, Germany 11, France 13, ...). */
  storeId: number;
  /** The website the store belongs to (website-stores lists a website's stores). */
  websiteId: number;
  /** Short code, also the file name: uk, fr, de. */
  code: string;
  /** Host names (without port) that select this store. */
  hosts: string[];
  /** Shown in the language switcher (default true). */
  listed?: boolean;
  locale: Locale;
  /** Two-letter language, used for badges, B-corp logo and <html lang>. */
  language: string;
  /** ISO 3166-1 alpha-2 country code, e.g. GB: the switcher's store label, the default delivery country. */
  country: string;
  /** IANA time zone of the store's dates (a sale's end, a delivery day): the same on the server and in every browser. */
  timeZone: string;
  /** 'storeType1' or 'storeType7' (type 7 is used for language and account calls). */
  storeType: 'storeType1' | 'storeType7';
  currency: {
    code: string;
    /** '#' is replaced by the amount, e.g. '£#' or '# €'. */
    template: string;
    /** Locale used by Intl.NumberFormat for prices, e.g. en-GB. */
    priceLocale: string;
  };
  /** Delivery in the store's currency (major units): the fee under the threshold, free from it. */
  delivery: { fee: number; freeFrom: number };
  shopName: string;
  shopShareName?: string;
  supportEmail: string;
  /** Whether prices need a logged-in member. */
  loginRequired: boolean;
  customerService: {
    /** The store's own number first; shown in the footer and reassurance strip. */
    phones: PhoneNumber[];
    hours: string;
  };
  payment: {
    icons: PaymentIcon[];
    /** The American Express icon is shown in every store except the ones that set this false. */
    americanExpress: boolean;
  };
  /** Badge image set and B-corp logo by language (spec 02 section 2, footer). */
  badges: {
    language: 'da' | 'de' | 'es' | 'fr' | 'sv' | 'it' | 'default';
    bCorp: 'de-at' | 'es' | 'fr' | 'it' | 'default';
    appDownload: boolean;
    reviews?: boolean;
  };
  social: Partial<Record<SocialNetwork, string>>;
  /** Legal line and registered postal address (France) of the footer. */
  company: { legalLine: string; postalAddress: string[] };
  reassurance: { moneyBackDays: number; shipsWithinHours: number };
  trustpilot?: { score: number; reviews: number; url?: string };
  /** The Trusted Shops reviews page (spec 02 section 3), which the footer's badge links to. */
  tsReviewsUrl?: string;
  /** The footer shows the Trusted Shops badge and reviews link (spec 02 section 3); needs tsReviewsUrl. */
  isTrustedShopsBadgeEnabled?: boolean;
  /** Reward points (spec 02 section 3, rewardpoints referral_points): what resubscribing to the newsletter earns, 500 when not set. */
  rewardPoints?: { referralPoints?: number };
  /** The shop's canonical origin, e.g. https://www.summit-shop.co.uk: links in mails are built from it, never from request headers. */
  origin: string;
  checkoutUrl: string;
  logoutRedirect: string;
  /** Hosts on which content preview routes (/storyblok-preview*, /new*) are forced. */
  previewHosts: string[];
  /** Hosts on which being offline shows the unavailable screen (spec 02 section 4); elsewhere an offline notice. */
  offlineScreenHosts?: string[];
  /** Shell switches; a feature with code of its own is a plugin, switched on in `plugins`. */
  features: { backToTop?: boolean };
  /** Plugin name to its options, or false when the store switches it off. Order is load order. */
  plugins: Record<string, Record<string, unknown> | false>;
  /**
   * Not written in the config: the store loader adds the manifests of the plugins this store
   * enables, so a page composes its routes from them without downloading any other's.
   */
  manifests?: Record<string, PluginManifest>;
}

export type PaymentIcon = 'visa' | 'mastercard' | 'maestro' | 'paypal' | 'amazonpay' | 'klarna' | 'cb';
