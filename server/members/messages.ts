import { messagesIn, type ServerMessage } from '../i18n/server-i18n.ts';

/**
 * Messages the members' endpoints answer with, in the store's locale (shown by the pages as given).
 * Each is a lingui message with an explicit id; `npm run lingui:extract` keeps server/locales in step.
 */
const TEXT = {
  invalidLogin: (i18n) => i18n._({ id: 'members.invalidLogin', message: 'Invalid login or password.' }),
  locked: (i18n) => i18n._({ id: 'members.locked', message: 'Too many failed attempts. Please try again in 15 minutes or reset your password.' }),
  slowedDown: (i18n) =>
    i18n._({ id: 'members.slowedDown', message: 'Too many failed sign-ins to this account. Please wait a moment and try again, or reset your password.' }),
  loggedIn: (i18n) => i18n._({ id: 'members.loggedIn', message: 'You are now signed in.' }),
  signedUp: (i18n) => i18n._({ id: 'members.signedUp', message: 'Welcome! Your account has been created.' }),
  signupRefused: (i18n) =>
    i18n._({
      id: 'members.signupRefused',
      message: 'We could not create an account with these details. If you already have an account, sign in or reset your password.',
    }),
  weakPassword: (i18n) =>
    i18n._({ id: 'members.weakPassword', message: 'The password needs at least 8 characters, upper and lower case letters and a digit.' }),
  forgotSent: (i18n) =>
    i18n._({ id: 'members.forgotSent', message: 'If there is an account for this email address, we have sent it a link to reset the password.' }),
  resetDone: (i18n) => i18n._({ id: 'members.resetDone', message: 'Your password has been changed and you are signed in.' }),
  resetInvalid: (i18n) => i18n._({ id: 'members.resetInvalid', message: 'This reset link is invalid or has expired. Please ask for a new one.' }),
  mismatch: (i18n) => i18n._({ id: 'members.mismatch', message: 'The passwords do not match.' }),
  loggedOut: (i18n) => i18n._({ id: 'members.loggedOut', message: 'You are now signed out.' }),
  signInRequired: (i18n) => i18n._({ id: 'members.signInRequired', message: 'Please sign in.' }),
  emailNeedsPassword: (i18n) => i18n._({ id: 'members.emailNeedsPassword', message: 'Enter your current password to change your email address.' }),
  currentPasswordWrong: (i18n) => i18n._({ id: 'members.currentPasswordWrong', message: 'The current password is not correct.' }),
  emailRefused: (i18n) => i18n._({ id: 'members.emailRefused', message: 'This email address cannot be used.' }),
  detailsSaved: (i18n) => i18n._({ id: 'members.detailsSaved', message: 'Your account details have been saved.' }),
  orderCancelled: (i18n) => i18n._({ id: 'members.orderCancelled', message: 'Your order has been cancelled.' }),
  notCancellable: (i18n) => i18n._({ id: 'members.notCancellable', message: 'This order can no longer be cancelled.' }),
  addressChanged: (i18n) => i18n._({ id: 'members.addressChanged', message: 'The delivery address of your order has been changed.' }),
  notEditable: (i18n) => i18n._({ id: 'members.notEditable', message: 'The delivery address of this order can no longer be changed.' }),
  invalidAddress: (i18n) => i18n._({ id: 'members.invalidAddress', message: 'Please check the address: the postcode or phone number is not valid.' }),
  deleted: (i18n) => i18n._({ id: 'members.deleted', message: 'Deleted.' }),
  saved: (i18n) => i18n._({ id: 'members.saved', message: 'Saved.' }),
  notFound: (i18n) => i18n._({ id: 'members.notFound', message: 'Not found.' }),
} satisfies Record<string, ServerMessage>;

/** The message in the store's locale (a locale without catalog reads English). */
export const message = messagesIn(TEXT);
