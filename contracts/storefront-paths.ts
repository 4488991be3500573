/*
 * Storefront pages the server links to from outside the storefront: mailed links, the checkout
 * stand-in's pages and replies that name a page. Their paths are owned by the plugins' manifests
 * (a test checks that each is a route path of one); the server must not import plugins, so it
 * takes them from here. The newsletter's mailed paths live in newsletter.ts.
 */

/** The basket page (basket plugin, route 'basket'). */
export const BASKET_PATH = '/checkout/cart/';
/** The order confirmation page after a purchase (orders plugin, route 'order-success'). */
export const ORDER_SUCCESS_PATH = '/order/success/';
/** The mailed double-opt-in link's page (double-opt-in plugin, route 'email-confirm'). */
export const EMAIL_CONFIRM_PATH = '/customer/account/confirm/';
/** The sign-in page (auth plugin, route 'login'). */
export const LOGIN_PATH = '/customer/account/login/';
/** The forgotten-password form (auth plugin, route 'forgot-password'). */
export const FORGOT_PASSWORD_PATH = '/customer/account/forgotpassword/';
/** The mailed password-reset link's page (auth plugin, route 'reset-password'). */
export const RESET_PASSWORD_PATH = '/customer/account/resetpassword/';
/** A product's page (catalog plugin, route 'product'). */
export const PRODUCT_PATH = '/catalog/product/view/id/:productId';
/** A brand's page (catalog plugin, route 'brand'). */
export const BRAND_PATH = '/brand/:brand';
/** A friend's referral link (catalog plugin, route 'join'). */
export const JOIN_PATH = '/join/:referer';

/** A path pattern with its `:name` parameters filled in. */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (whole, name: string) => (name in params ? encodeURIComponent(String(params[name])) : whole));
}
