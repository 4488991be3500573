import type { RouteDef } from './types.ts';

/**
 * The route table of spec 01 section 2, in match order. Patterns are written without the
 * trailing slash; matching ignores one. Routes with `lookup` ask the server what the path is.
 */
export const ROUTES: readonly RouteDef[] = [
  { id: 'home', paths: ['/', '/sales'], pageType: 'home' },
  { id: 'basket', paths: ['/checkout/cart'], pageType: 'basket' },
  {
    id: 'brand',
    paths: ['/brand/:brand', '/shop/:brand', '/brand-new/:brand'],
    pageType: 'brand',
    lookup: true,
  },
  { id: 'products', paths: ['/products', '/products/*', '/event/*'], pageType: 'category', lookup: true },
  { id: 'product', paths: ['/catalog/product/view/id/:productId'], pageType: 'product', numeric: ['productId'] },
  { id: 'search', paths: ['/search'], pageType: 'search' },
  { id: 'account', paths: ['/customer/account'], pageType: 'account', auth: 'logged-in' },
  { id: 'account-edit', paths: ['/customer/account/edit'], pageType: 'account_edit', auth: 'logged-in' },
  {
    id: 'brands-interest',
    paths: ['/customer/account/brands-interest'],
    pageType: 'brands_interest',
    auth: 'logged-in',
  },
  {
    id: 'address-list',
    paths: ['/customer/address', '/customer/address/index'],
    pageType: 'address_list',
    auth: 'logged-in',
  },
  { id: 'address-new', paths: ['/customer/address/new'], pageType: 'address_new', auth: 'logged-in' },
  {
    id: 'address-edit',
    paths: ['/customer/address/edit/id/:addressId'],
    pageType: 'address_edit',
    auth: 'logged-in',
    numeric: ['addressId'],
  },
  { id: 'order-history', paths: ['/sales/order/history'], pageType: 'order_history', auth: 'logged-in' },
  {
    id: 'order-view',
    paths: ['/sales/order/view/order_id/:orderId'],
    pageType: 'order_view',
    auth: 'logged-in',
    numeric: ['orderId'],
  },
  { id: 'historical-orders', paths: ['/historical/orders'], pageType: 'historical_orders', auth: 'logged-in' },
  {
    id: 'historical-order',
    paths: ['/historical/orders/:orderId'],
    pageType: 'historical_order',
    auth: 'logged-in',
    numeric: ['orderId'],
  },
  { id: 'newsletter', paths: ['/newsletter/manage'], pageType: 'newsletter' },
  { id: 'referral', paths: ['/rewardpoints/index/referral'], pageType: 'referral', auth: 'logged-in' },
  {
    id: 'personalisation',
    paths: ['/customer/account/personalisation'],
    pageType: 'personalisation',
    auth: 'logged-in',
  },
  {
    id: 'notification-preferences',
    paths: ['/customer/account/notifications-preferences'],
    pageType: 'notification_preferences',
    auth: 'logged-in',
  },
  { id: 'billing-agreement', paths: ['/sales/billing_agreement'], pageType: 'billing_agreement', auth: 'logged-in' },
  { id: 'contact', paths: ['/contact-us'], pageType: 'customer_support', registerModalDisabled: true },
  // The order link is built from the order id in the route metadata (set by whoever navigates here).
  { id: 'order-success', paths: ['/order/success'], pageType: 'success' },
  {
    id: 'login',
    paths: ['/customer/account/login', '/customer/account/login/referer/:referer?'],
    pageType: 'login',
    auth: 'logged-out',
    registerModalDisabled: true,
  },
  {
    id: 'register',
    paths: ['/customer/account/create', '/customer/account/create/referer/:referer?'],
    pageType: 'register',
    auth: 'logged-out',
    registerModalDisabled: true,
  },
  { id: 'join', paths: ['/join/:referer'], pageType: 'category', metadata: { landing: 'referral' } },
  {
    id: 'forgot-password',
    paths: ['/customer/account/forgotpassword'],
    pageType: 'forgot_password',
    auth: 'logged-out',
    registerModalDisabled: true,
  },
  {
    id: 'reset-password',
    paths: ['/customer/account/resetpassword'],
    pageType: 'reset_password',
    auth: 'logged-out',
    registerModalDisabled: true,
  },
  {
    id: 'unsubscribe',
    paths: ['/unsubscribe/unsubscribe/index'],
    pageType: 'unsubscribe',
    registerModalDisabled: true,
  },
  { id: 'faq', paths: ['/frequently-asked-questions'], pageType: 'faqs', registerModalDisabled: true },
  { id: 'help', paths: ['/help', '/faqs'], pageType: 'helpdesk' },
  {
    id: 'content-preview',
    paths: [/^\/(?<preview>storyblok-preview.*|new.*)$/i],
    pageType: 'content_preview',
    previewOnly: true,
  },
  {
    id: 'size-guide',
    paths: [/^\/(?<identifier>[^/]+-size-guide)$/i],
    pageType: 'size_guide',
    registerModalDisabled: true,
  },
  { id: 'not-found', paths: ['/404'], pageType: 'not_found' },
  // Anything else: the server says what it is (category, cms, brand...), else not found.
  { id: 'catch-all', paths: ['/*'], lookup: true, registerModalDisabled: true },
];

/** Paths /new, /new/*, /new-season* and /brand-new* are new-season pages (spec 01 section 2). */
export function isNewSeasonPath(path: string): boolean {
  return /^\/(new(\/.*)?|new-season.*|brand-new.*)$/i.test(path);
}
