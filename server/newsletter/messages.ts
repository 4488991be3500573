import { messagesIn, type ServerMessage } from '../i18n/server-i18n.ts';

/** The newsletter endpoints' errors and mail subjects, in the store's locale (server/locales). */
const TEXT = {
  mailSubject: (i18n) => i18n._({ id: 'newsletter.mailSubject', message: 'Your newsletter subscription: choose your sports and how often' }),
  confirmMailSubject: (i18n) => i18n._({ id: 'newsletter.confirmMailSubject', message: 'Please confirm your newsletter subscription' }),
  invalidConfirmation: (i18n) =>
    i18n._({
      id: 'newsletter.invalidConfirmation',
      message: 'This confirmation link is not valid any more. Please sign up again to receive a new one.',
    }),
  invalidLink: (i18n) =>
    i18n._({
      id: 'newsletter.invalidLink',
      message: 'This newsletter link is not valid any more. Subscribe again with your email address to receive a new one.',
    }),
  unknownStore: (i18n) => i18n._({ id: 'newsletter.unknownStore', message: 'This shop does not exist.' }),
  unknownSport: (i18n) => i18n._({ id: 'newsletter.unknownSport', message: 'Please choose among the sports offered.' }),
  unknownFrequency: (i18n) => i18n._({ id: 'newsletter.unknownFrequency', message: 'Please choose how often you want to receive the newsletter.' }),
  alreadySubscribed: (i18n) => i18n._({ id: 'newsletter.alreadySubscribed', message: 'You are already subscribed to the newsletter.' }),
  awardAlreadyApplied: (i18n) =>
    i18n._({ id: 'newsletter.awardAlreadyApplied', message: 'You have already received your points for subscribing to the newsletter again.' }),
  notUnsubscribed: (i18n) =>
    i18n._({ id: 'newsletter.notUnsubscribed', message: 'The points are for members who come back to the newsletter after leaving it.' }),
} satisfies Record<string, ServerMessage>;

export type NewsletterMessageKey = keyof typeof TEXT;

export const newsletterMessage = messagesIn(TEXT);
