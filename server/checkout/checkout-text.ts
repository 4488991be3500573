import { messagesIn, type ServerMessage } from '../i18n/server-i18n.ts';

/** What the checkout stand-in says, in the store's locale (lingui catalog server/locales). */
const TEXT = {
  title: (i18n) => i18n._({ id: 'checkout.title', message: 'Checkout' }),
  backToBasket: (i18n) => i18n._({ id: 'checkout.backToBasket', message: 'Back to my basket' }),
  signInTitle: (i18n) => i18n._({ id: 'checkout.signInTitle', message: 'Sign in to place your order' }),
  signInText: (i18n) => i18n._({ id: 'checkout.signInText', message: 'Our sales are for members. Sign in, and your basket is waiting for you.' }),
  signIn: (i18n) => i18n._({ id: 'checkout.signIn', message: 'Sign in' }),
  emptyTitle: (i18n) => i18n._({ id: 'checkout.emptyTitle', message: 'Your basket is empty' }),
  emptyText: (i18n) => i18n._({ id: 'checkout.emptyText', message: 'Add a product from the sales, then come back to pay.' }),
  seeSales: (i18n) => i18n._({ id: 'checkout.seeSales', message: 'See the sales' }),
  yourOrder: (i18n) => i18n._({ id: 'checkout.yourOrder', message: 'Your order' }),
  quantity: (i18n) => i18n._({ id: 'checkout.quantity', message: 'Qty' }),
  subtotal: (i18n) => i18n._({ id: 'checkout.subtotal', message: 'Subtotal' }),
  delivery: (i18n) => i18n._({ id: 'checkout.delivery', message: 'Delivery' }),
  free: (i18n) => i18n._({ id: 'checkout.free', message: 'Free' }),
  discount: (i18n) => i18n._({ id: 'checkout.discount', message: 'Discount' }),
  total: (i18n) => i18n._({ id: 'checkout.total', message: 'Total' }),
  address: (i18n) => i18n._({ id: 'checkout.address', message: 'Delivery address' }),
  noAddress: (i18n) => i18n._({ id: 'checkout.noAddress', message: 'You have no saved address yet. Add one, then come back to place your order.' }),
  addAddress: (i18n) => i18n._({ id: 'checkout.addAddress', message: 'Add an address' }),
  payment: (i18n) => i18n._({ id: 'checkout.payment', message: 'Payment method' }),
  bankTransfer: (i18n) => i18n._({ id: 'checkout.bankTransfer', message: 'Bank transfer' }),
  expires: (i18n) => i18n._({ id: 'checkout.expires', message: 'expires' }),
  placeOrder: (i18n) => i18n._({ id: 'checkout.placeOrder', message: 'Place my order' }),
  standardDelivery: (i18n) => i18n._({ id: 'checkout.standardDelivery', message: 'Standard delivery' }),
  coupon: (i18n) => i18n._({ id: 'checkout.coupon', message: 'Coupon' }),
  rewardPoints: (i18n) => i18n._({ id: 'checkout.rewardPoints', message: 'Reward points' }),
  fixBasket: (i18n) => i18n._({ id: 'checkout.fixBasket', message: 'Your basket needs a change before you can order:' }),
  soldOut: (i18n) => i18n._({ id: 'checkout.soldOut', message: 'A product of your basket has just sold out. Please check your basket.' }),
  chooseAddress: (i18n) => i18n._({ id: 'checkout.chooseAddress', message: 'Choose a delivery address.' }),
  choosePayment: (i18n) => i18n._({ id: 'checkout.choosePayment', message: 'Choose a payment method.' }),
  expired: (i18n) => i18n._({ id: 'checkout.expired', message: 'This checkout page has expired. Please check your order and place it again.' }),
  standIn: (i18n) => i18n._({ id: 'checkout.standIn', message: 'Demo checkout of the reference server: no payment is taken.' }),
} satisfies Record<string, ServerMessage>;

export type CheckoutTextKey = keyof typeof TEXT;

export const checkoutText = messagesIn(TEXT);
