import { FORGOT_PASSWORD_PATH } from '../../contracts/storefront-paths.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { html, type SafeHtml } from '../html/escape-html.ts';
import { formAlert, textField } from './checkout-fields.ts';
import type { FormState } from './checkout-forms.ts';
import { checkoutText, type CheckoutTextKey } from './checkout-text.ts';

export interface GuestView {
  kind: 'guest';
  token: string;
  signIn: FormState;
  join: FormState;
  /** A message of the form that was refused as a whole (wrong password, lock), shown in that form. */
  notice?: { form: 'sign-in' | 'join'; text: string };
}

/**
 * A guest's checkout: sign in, or join with an email address and a password (spec 01 section 3),
 * right here; either form comes back to this checkout with the basket kept. Plain forms: they
 * work without JavaScript (the stand-in has none).
 */
export function guestForms(store: StoreConfig, view: GuestView): SafeHtml {
  const t = (key: CheckoutTextKey) => checkoutText(key, store.locale);
  const notice = (form: 'sign-in' | 'join') => formAlert(view.notice?.form === form ? view.notice.text : undefined);
  const hidden = (step: string) => html`<input type="hidden" name="token" value="${view.token}" /><input type="hidden" name="step" value="${step}" />`;
  return html`<h1>${t('guestTitle')}</h1>
    <p>${t('guestText')}</p>
    <div class="columns">
      <section aria-labelledby="join-heading" data-testid="checkout-join">
        <h2 id="join-heading">${t('newHere')}</h2>
        <form method="post" action="${store.checkoutUrl}" novalidate>
          ${hidden('join')} ${notice('join')} ${textField('join', 'email', t('email'), view.join, { type: 'email', autocomplete: 'email', required: true })}
          ${textField('join', 'password', t('password'), view.join, { type: 'password', autocomplete: 'new-password', required: true, hint: t('passwordHint') })}
          <button type="submit" class="button">${t('joinContinue')}</button>
        </form>
      </section>
      <section aria-labelledby="sign-in-heading" data-testid="checkout-sign-in">
        <h2 id="sign-in-heading">${t('haveAccount')}</h2>
        <form method="post" action="${store.checkoutUrl}" novalidate>
          ${hidden('sign-in')} ${notice('sign-in')}
          ${textField('sign-in', 'email', t('email'), view.signIn, { type: 'email', autocomplete: 'username', required: true })}
          ${textField('sign-in', 'password', t('password'), view.signIn, { type: 'password', autocomplete: 'current-password', required: true })}
          <button type="submit" class="button button--quiet">${t('signInContinue')}</button>
          <p><a href="${FORGOT_PASSWORD_PATH}">${t('forgotPassword')}</a></p>
        </form>
      </section>
    </div>`;
}
