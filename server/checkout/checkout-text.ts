import type { I18n } from '@lingui/core';
import { messagesIn, serverI18n, type ServerMessage } from '../i18n/server-i18n.ts';

/** What the checkout stand-in says, in the store's locale (lingui catalog server/locales). */
const TEXT = {
  title: (i18n) => i18n._({ id: 'checkout.title', message: 'Checkout' }),
  backToBasket: (i18n) => i18n._({ id: 'checkout.backToBasket', message: 'Back to my basket' }),
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
  guestTitle: (i18n) => i18n._({ id: 'checkout.guestTitle', message: 'Sign in or join to place your order' }),
  guestText: (i18n) => i18n._({ id: 'checkout.guestText', message: 'Our sales are for members, and joining is free. Your basket is waiting for you.' }),
  haveAccount: (i18n) => i18n._({ id: 'checkout.haveAccount', message: 'I have an account' }),
  newHere: (i18n) => i18n._({ id: 'checkout.newHere', message: 'I am new here' }),
  email: (i18n) => i18n._({ id: 'checkout.email', message: 'Email address' }),
  password: (i18n) => i18n._({ id: 'checkout.password', message: 'Password' }),
  passwordHint: (i18n) => i18n._({ id: 'checkout.passwordHint', message: 'At least 8 characters, with upper and lower case letters and a digit.' }),
  forgotPassword: (i18n) => i18n._({ id: 'checkout.forgotPassword', message: 'Forgot your password?' }),
  signInContinue: (i18n) => i18n._({ id: 'checkout.signInContinue', message: 'Sign in and continue' }),
  joinContinue: (i18n) => i18n._({ id: 'checkout.joinContinue', message: 'Create my account and continue' }),
  newAddress: (i18n) => i18n._({ id: 'checkout.newAddress', message: 'Where should we deliver your order?' }),
  firstname: (i18n) => i18n._({ id: 'checkout.firstname', message: 'First name' }),
  lastname: (i18n) => i18n._({ id: 'checkout.lastname', message: 'Last name' }),
  street: (i18n) => i18n._({ id: 'checkout.street', message: 'Street address' }),
  street2: (i18n) => i18n._({ id: 'checkout.street2', message: 'Address line 2 (optional)' }),
  postcode: (i18n) => i18n._({ id: 'checkout.postcode', message: 'Postcode' }),
  city: (i18n) => i18n._({ id: 'checkout.city', message: 'City' }),
  region: (i18n) => i18n._({ id: 'checkout.region', message: 'Region' }),
  countryId: (i18n) => i18n._({ id: 'checkout.country', message: 'Country' }),
  telephone: (i18n) => i18n._({ id: 'checkout.telephone', message: 'Phone number' }),
  saveAddress: (i18n) => i18n._({ id: 'checkout.saveAddress', message: 'Save the address and continue' }),
  card: (i18n) => i18n._({ id: 'checkout.card', message: 'Credit or debit card' }),
  cardNumber: (i18n) => i18n._({ id: 'checkout.cardNumber', message: 'Card number' }),
  cardExpiry: (i18n) => i18n._({ id: 'checkout.cardExpiry', message: 'Expiry date (MM/YY)' }),
  cardCvc: (i18n) => i18n._({ id: 'checkout.cardCvc', message: 'Security code (CVC)' }),
  cardName: (i18n) => i18n._({ id: 'checkout.cardName', message: 'Name on the card' }),
  cardTest: (i18n) =>
    i18n._({ id: 'checkout.cardTest', message: 'Demo: pay with the test card 4242 4242 4242 4242, any future expiry date and any three digits.' }),
  checkFields: (i18n) => i18n._({ id: 'checkout.checkFields', message: 'Please check the fields marked below.' }),
  cardNumberInvalid: (i18n) => i18n._({ id: 'checkout.cardNumberInvalid', message: 'This is not a valid card number. Please check it.' }),
  cardExpiryInvalid: (i18n) => i18n._({ id: 'checkout.cardExpiryInvalid', message: 'Enter the expiry date as MM/YY.' }),
  cardExpired: (i18n) => i18n._({ id: 'checkout.cardExpired', message: 'This card has expired.' }),
  cardCvcInvalid: (i18n) =>
    i18n._({ id: 'checkout.cardCvcInvalid', message: 'Enter the 3-digit code on the back of the card (4 digits on the front of an American Express card).' }),
  cardDeclined: (i18n) =>
    i18n._({ id: 'checkout.cardDeclined', message: 'Your bank declined this card. No money was taken: try another card or pay by bank transfer.' }),
  cardInsufficient: (i18n) =>
    i18n._({
      id: 'checkout.cardInsufficient',
      message: 'Your bank declined this card for insufficient funds. No money was taken: try another card or pay by bank transfer.',
    }),
} satisfies Record<string, ServerMessage>;

export type CheckoutTextKey = keyof typeof TEXT;

export const checkoutText = messagesIn(TEXT);

/** A field's message, naming the field by its label. */
const FIELD_TEXT = {
  required: (i18n, field) => i18n._({ id: 'checkout.fieldRequired', message: '{field} is required.', values: { field } }),
  invalid: (i18n, field) => i18n._({ id: 'checkout.fieldInvalid', message: '{field} is not valid.', values: { field } }),
  postcode: (i18n, field) => i18n._({ id: 'checkout.fieldPostcode', message: '{field} is not a valid postcode for this country.', values: { field } }),
  phone: (i18n, field) => i18n._({ id: 'checkout.fieldPhone', message: '{field} is not a valid phone number.', values: { field } }),
  email: (i18n, field) => i18n._({ id: 'checkout.fieldEmail', message: '{field} must be a valid email address.', values: { field } }),
} satisfies Record<string, (i18n: I18n, field: string) => string>;

export type FieldTextKey = keyof typeof FIELD_TEXT;

export function fieldText(key: FieldTextKey, field: string, locale: string): string {
  return FIELD_TEXT[key](serverI18n(locale), field);
}
