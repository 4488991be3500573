/** Messages the members' endpoints answer with, in the store's language (shown by the pages as given). */
const TEXT = {
  invalidLogin: ['Invalid login or password.', 'Identifiant ou mot de passe invalide.', 'Ungültige E-Mail-Adresse oder ungültiges Passwort.'],
  locked: [
    'Too many failed attempts. Please try again in 15 minutes or reset your password.',
    'Trop de tentatives échouées. Réessayez dans 15 minutes ou réinitialisez votre mot de passe.',
    'Zu viele Fehlversuche. Bitte versuchen Sie es in 15 Minuten erneut oder setzen Sie Ihr Passwort zurück.',
  ],
  loggedIn: ['You are now signed in.', 'Vous êtes connecté.', 'Sie sind jetzt angemeldet.'],
  signedUp: ['Welcome! Your account has been created.', 'Bienvenue ! Votre compte a été créé.', 'Willkommen! Ihr Konto wurde erstellt.'],
  signupRefused: [
    'We could not create an account with these details. If you already have an account, sign in or reset your password.',
    'Nous n’avons pas pu créer de compte avec ces informations. Si vous avez déjà un compte, connectez-vous ou réinitialisez votre mot de passe.',
    'Mit diesen Angaben konnten wir kein Konto anlegen. Wenn Sie bereits ein Konto haben, melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
  ],
  weakPassword: [
    'The password needs at least 8 characters, upper and lower case letters and a digit.',
    'Le mot de passe doit contenir au moins 8 caractères, des majuscules, des minuscules et un chiffre.',
    'Das Passwort braucht mindestens 8 Zeichen, Groß- und Kleinbuchstaben und eine Ziffer.',
  ],
  forgotSent: [
    'If there is an account for this email address, we have sent it a link to reset the password.',
    'S’il existe un compte pour cette adresse e-mail, nous lui avons envoyé un lien pour réinitialiser le mot de passe.',
    'Falls es ein Konto zu dieser E-Mail-Adresse gibt, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
  ],
  resetDone: [
    'Your password has been changed. You can now sign in.',
    'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
    'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
  ],
  resetInvalid: [
    'This reset link is invalid or has expired. Please ask for a new one.',
    'Ce lien de réinitialisation est invalide ou a expiré. Veuillez en demander un nouveau.',
    'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  ],
  mismatch: ['The passwords do not match.', 'Les mots de passe ne correspondent pas.', 'Die Passwörter stimmen nicht überein.'],
  loggedOut: ['You are now signed out.', 'Vous êtes déconnecté.', 'Sie sind jetzt abgemeldet.'],
  signInRequired: ['Please sign in.', 'Veuillez vous connecter.', 'Bitte melden Sie sich an.'],
  emailNeedsPassword: [
    'Enter your current password to change your email address.',
    'Saisissez votre mot de passe actuel pour changer d’adresse e-mail.',
    'Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.',
  ],
  currentPasswordWrong: ['The current password is not correct.', 'Le mot de passe actuel est incorrect.', 'Das aktuelle Passwort ist nicht korrekt.'],
  emailRefused: ['This email address cannot be used.', 'Cette adresse e-mail ne peut pas être utilisée.', 'Diese E-Mail-Adresse kann nicht verwendet werden.'],
  detailsSaved: ['Your account details have been saved.', 'Vos informations ont été enregistrées.', 'Ihre Kontodaten wurden gespeichert.'],
  orderCancelled: ['Your order has been cancelled.', 'Votre commande a été annulée.', 'Ihre Bestellung wurde storniert.'],
  notCancellable: ['This order can no longer be cancelled.', 'Cette commande ne peut plus être annulée.', 'Diese Bestellung kann nicht mehr storniert werden.'],
  addressChanged: [
    'The delivery address of your order has been changed.',
    'L’adresse de livraison de votre commande a été modifiée.',
    'Die Lieferadresse Ihrer Bestellung wurde geändert.',
  ],
  notEditable: [
    'The delivery address of this order can no longer be changed.',
    'L’adresse de livraison de cette commande ne peut plus être modifiée.',
    'Die Lieferadresse dieser Bestellung kann nicht mehr geändert werden.',
  ],
  invalidAddress: [
    'Please check the address: the postcode or phone number is not valid.',
    'Vérifiez l’adresse : le code postal ou le téléphone n’est pas valide.',
    'Bitte prüfen Sie die Adresse: Postleitzahl oder Telefonnummer ist ungültig.',
  ],
  deleted: ['Deleted.', 'Supprimé.', 'Gelöscht.'],
  saved: ['Saved.', 'Enregistré.', 'Gespeichert.'],
  notFound: ['Not found.', 'Introuvable.', 'Nicht gefunden.'],
} as const;

export type MessageKey = keyof typeof TEXT;

const LANGUAGES = ['en', 'fr', 'de'] as const;

/** The entry of an [en, fr, de] triple for the store language; other languages get English. */
export function inLanguage(texts: readonly [string, string, string], language: string): string {
  const index = LANGUAGES.indexOf(language as (typeof LANGUAGES)[number]);
  return texts[index === -1 ? 0 : index] ?? texts[0];
}

/** The message in the store language; other languages get English. */
export function message(key: MessageKey, language: string): string {
  return inLanguage(TEXT[key], language);
}
