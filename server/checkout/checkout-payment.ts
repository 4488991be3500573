import type { StoreConfig } from '../../core/store/types.ts';
import { html, type SafeHtml } from '../html/escape-html.ts';
import { CARD, type PaymentChoice } from './checkout-data.ts';
import { selectField, textField } from './checkout-fields.ts';
import type { ADDRESS_INPUTS, FormState } from './checkout-forms.ts';
import { checkoutText, type CheckoutTextKey } from './checkout-text.ts';

const checked = (yes: boolean) => (yes ? html` checked` : '');

/** The card stand-in's fields, inside its choice: always shown, so that the form needs no script. */
function cardFields(store: StoreConfig, card: FormState): SafeHtml {
  const t = (key: CheckoutTextKey) => checkoutText(key, store.locale);
  return html`<div class="card-fields" data-testid="card-fields">
    ${textField('card', 'cardNumber', t('cardNumber'), card, { autocomplete: 'cc-number', inputmode: 'numeric', hint: t('cardTest') })}
    <div class="row">
      ${textField('card', 'cardExpiry', t('cardExpiry'), card, { autocomplete: 'cc-exp', inputmode: 'numeric' })}
      ${textField('card', 'cardCvc', t('cardCvc'), card, { autocomplete: 'cc-csc', inputmode: 'numeric' })}
    </div>
    ${textField('card', 'cardName', t('cardName'), card, { autocomplete: 'cc-name' })}
  </div>`;
}

/** The ways to pay: saved cards and wallets, a card, bank transfer. */
export function paymentFieldset(store: StoreConfig, payments: readonly PaymentChoice[], chosen: string | undefined, card: FormState): SafeHtml {
  const t = (key: CheckoutTextKey) => checkoutText(key, store.locale);
  return html`<fieldset>
    <legend>${t('payment')}</legend>
    ${payments.map(
      (p) =>
        html`<div class="choice">
          <label
            ><input type="radio" name="payment" value="${p.value}" required${checked(p.value === chosen)} /><span
              ><strong>${p.label}</strong>${p.detail && html`<br /><span class="muted">${p.detail}</span>`}</span
            ></label
          >
          ${p.value === CARD && cardFields(store, card)}
        </div>`,
    )}
  </fieldset>`;
}

export interface Country {
  code: string;
  name: string;
}

/** A new member's delivery address, with the account address form's fields and rules. */
export function addressForm(store: StoreConfig, token: string, address: FormState, countries: readonly Country[]): SafeHtml {
  const t = (key: CheckoutTextKey) => checkoutText(key, store.locale);
  const state: FormState = { values: { countryId: store.country, ...address.values }, errors: address.errors };
  const field = (name: (typeof ADDRESS_INPUTS)[number], autocomplete: string, type: 'text' | 'tel' = 'text') =>
    textField('address', name, t(name), state, { autocomplete, type, required: name !== 'street2' && name !== 'region' });
  return html`<form method="post" action="${store.checkoutUrl}" novalidate data-testid="checkout-address-form">
    <input type="hidden" name="token" value="${token}" /><input type="hidden" name="step" value="address" />
    <fieldset>
      <legend>${t('newAddress')}</legend>
      <div class="row">${field('firstname', 'given-name')} ${field('lastname', 'family-name')}</div>
      ${field('street', 'address-line1')} ${field('street2', 'address-line2')}
      <div class="row">${field('postcode', 'postal-code')} ${field('city', 'address-level2')}</div>
      <div class="row">
        ${field('region', 'address-level1')}
        ${selectField(
          'address',
          'countryId',
          t('countryId'),
          state,
          countries.map((c) => ({ value: c.code, label: c.name })),
          'country',
        )}
      </div>
      ${field('telephone', 'tel', 'tel')}
    </fieldset>
    <button type="submit" class="button">${t('saveAddress')}</button>
  </form>`;
}
