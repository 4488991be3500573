/** Page types of spec 01 section 2, plus the account sub-pages the route table names. */
export const PAGE_TYPES = [
  'home',
  'category',
  'product',
  'basket',
  'success',
  'search',
  'brand',
  'brands_index',
  'login',
  'register',
  'forgot_password',
  'reset_password',
  'account',
  'account_edit',
  'brands_interest',
  'address_list',
  'address_new',
  'address_edit',
  'order_history',
  'order_view',
  'historical_orders',
  'historical_order',
  'returns',
  'billing_agreement',
  'newsletter',
  'referral',
  'personalisation',
  'notification_preferences',
  'customer_support',
  'helpdesk',
  'faqs',
  'cms',
  'unsubscribe',
  'size_guide',
  'content_preview',
  'not_found',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export function isKnownPageType(value: string): value is PageType {
  return (PAGE_TYPES as readonly string[]).includes(value);
}

export type AuthRule = 'logged-in' | 'logged-out';

export interface RouteDef {
  id: string;
  /** regexparam patterns without trailing slash (the first is canonical), or RegExps with named groups. */
  paths: (string | RegExp)[];
  /** The page type, or the forced page type when `lookup` is set and the lookup names none. */
  pageType?: PageType;
  auth?: AuthRule;
  registerModalDisabled?: boolean;
  /** Params that must be all digits for the route to match. */
  numeric?: string[];
  /** Ask the server path lookup for the page type, entity id, redirect and metadata. */
  lookup?: boolean;
  /** Matches only on the store's preview hosts. */
  previewOnly?: boolean;
  metadata?: Record<string, unknown>;
}

export interface PageResolution {
  kind: 'page';
  routeId: string;
  pageType: PageType;
  path: string;
  search: string;
  params: Record<string, string>;
  entityId: number | null;
  metadata: Record<string, unknown>;
  registerModalDisabled: boolean;
  isNewSeason: boolean;
}

export interface RedirectResolution {
  kind: 'redirect';
  to: string;
  external: boolean;
  /** Replace the history entry (true for rule redirects). */
  replace: boolean;
  reason: 'double-slash' | 'login-required' | 'logout-required' | 'lookup' | 'unknown-page-type' | 'not-found' | 'plugin';
  /** Where a login redirect should bring the member back to. */
  returnTo?: string;
}

export type Resolution = PageResolution | RedirectResolution;

export interface RouteContext {
  path: string;
  search: string;
  host: string;
  isLoggedIn: boolean;
  isPreviewHost: boolean;
  signal?: AbortSignal;
}
