import { messagesIn, type ServerMessage } from '../i18n/server-i18n.ts';

/** The double opt-in endpoints' messages and mail subject, in the store's locale (lingui messages with explicit ids, like members/messages.ts). */
const TEXT = {
  mailSubject: (i18n) => i18n._({ id: 'confirmation.mailSubject', message: 'Confirm your email address' }),
  sent: (i18n) => i18n._({ id: 'confirmation.sent', message: 'We have sent you a new confirmation email.' }),
  wait: (i18n) => i18n._({ id: 'confirmation.wait', message: 'We sent you an email less than a minute ago. Please wait a moment before asking again.' }),
  alreadyConfirmed: (i18n) => i18n._({ id: 'confirmation.alreadyConfirmed', message: 'Your email address is already confirmed.' }),
  confirmed: (i18n) => i18n._({ id: 'confirmation.confirmed', message: 'Thank you: your email address is confirmed.' }),
  invalid: (i18n) => i18n._({ id: 'confirmation.invalid', message: 'This confirmation link is invalid or has expired. Sign in and ask for a new email.' }),
} satisfies Record<string, ServerMessage>;

export const confirmationMessage = messagesIn(TEXT);
