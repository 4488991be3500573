import { createHash } from 'node:crypto';
import { BASKET_PATH } from '../../contracts/storefront-paths.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { formatMoney } from '../basket/basket-view.ts';
import { paidCents } from '../catalog/catalog.ts';
import { html, SafeHtml } from '../html/escape-html.ts';
import type { CheckoutData } from './checkout-data.ts';
import type { FormState } from './checkout-forms.ts';
import { guestForms, type GuestView } from './checkout-guest.ts';
import { addressForm, paymentFieldset, type Country } from './checkout-payment.ts';
import { checkoutText, type CheckoutTextKey } from './checkout-text.ts';

export interface FormView {
  kind: 'form';
  data: CheckoutData;
  token: string;
  messages: string[];
  addressId?: number;
  payment?: string;
  /** The card stand-in's fields as typed, with their errors. */
  card: FormState;
  /** The new address of a member who has none yet: its fields as typed, with their errors. */
  address: FormState;
  countries: readonly Country[];
}

export type CheckoutView = GuestView | { kind: 'empty' } | FormView;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14213d;background:#f4f6f8}
a{color:#0b2545}header{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:.75rem 1rem;background:#0b2545;color:#fff}
header a{color:#fff}.shop{font-weight:700;text-decoration:none;font-size:1.15rem}main{max-width:44rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:.5rem 0 1rem}h2,legend{font-size:1.1rem;font-weight:700;padding:0;margin:0 0 .5rem}
section,fieldset{background:#fff;border:1px solid #d8dee4;border-radius:8px;padding:1rem;margin:0 0 1rem}
ul{list-style:none;margin:0;padding:0}.item{display:flex;gap:.75rem;padding:.5rem 0;border-bottom:1px solid #eef1f4}
.item img{width:64px;height:64px;object-fit:cover;border-radius:4px;background:#eef1f4}.item .line{flex:1;min-width:0;overflow-wrap:anywhere}.item .price{white-space:nowrap;font-weight:600}.muted{color:#5c6b7a;font-size:.9rem}
dl{display:grid;grid-template-columns:1fr auto;gap:.25rem 1rem;margin:.75rem 0 0}dd{margin:0;text-align:right}.total{font-weight:700;font-size:1.1rem}
p{margin:0 0 .75rem}.choice{border:1px solid #d8dee4;border-radius:6px;margin:0 0 .5rem}.choice:has(input[type=radio]:checked){border-color:#0b2545;background:#eef3fb}
.choice>label{display:flex;gap:.6rem;align-items:flex-start;padding:.6rem;cursor:pointer}.choice input[type=radio]{margin-top:.3rem}
.card-fields{padding:0 .75rem .5rem}.field{margin:0 0 .75rem;min-width:0;flex:1}.field label{display:block;font-weight:600;margin:0 0 .25rem}
.field input,.field select{display:block;width:100%;padding:.6rem;border:1px solid #8a97a5;border-radius:6px;font:inherit;background:#fff;color:inherit}
.field [aria-invalid=true]{border:2px solid #c1121f}.error{color:#a4161a;font-weight:600;margin:.25rem 0 0}.hint{color:#5c6b7a;font-size:.85rem;margin:.25rem 0 0}
.row{display:flex;flex-wrap:wrap;gap:0 .75rem}.row>.field{flex:1 1 12rem}.columns{display:grid;gap:1rem}.columns section{margin:0}
.button{display:inline-block;width:100%;padding:.9rem 1rem;border:0;border-radius:6px;background:#d7263d;color:#fff;font:inherit;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
.button--quiet{background:#0b2545}
.button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #ffb703;outline-offset:2px}
.alert{border:1px solid #d7263d;background:#fff0f1;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}.note{text-align:center;color:#5c6b7a;font-size:.85rem}
@media (min-width:768px){main{padding:2rem 1rem}.columns{grid-template-columns:1fr 1fr}}`;

// Inserted as written (markup escaping would break the CSS); the policy allows exactly this text.
const STYLE_ELEMENT = new SafeHtml(`<style>${STYLE}</style>`);

/** The stand-in's own policy: nothing but this origin, and its one inline stylesheet by hash. */
export const CHECKOUT_POLICY = [
  "default-src 'self'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'self'",
  "script-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function page(store: StoreConfig, body: SafeHtml): string {
  const t = (key: CheckoutTextKey) => checkoutText(key, store.locale);
  return html`<!doctype html>
    <html lang="${store.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${t('title')} – ${store.shopName}</title>
        <link rel="icon" href="/favicon.png" type="image/png" sizes="64x64" />
        ${STYLE_ELEMENT}
      </head>
      <body>
        <header><a class="shop" href="/">${store.shopName}</a><a href="${BASKET_PATH}">${t('backToBasket')}</a></header>
        <main data-testid="checkout">${body}</main>
      </body>
    </html>`.value;
}

function orderSummary(store: StoreConfig, data: CheckoutData): SafeHtml {
  const t = (key: CheckoutTextKey) => checkoutText(key, store.locale);
  const money = (cents: number) => formatMoney(cents, store);
  const { basket } = data;
  const discountCents = basket.couponCents + basket.pointsCents;
  const totalCents = basket.subtotalCents - discountCents + basket.deliveryCents;
  return html`<section aria-labelledby="order-heading">
    <h2 id="order-heading">${t('yourOrder')}</h2>
    <ul>
      ${basket.lines.map(
        (line) =>
          html`<li class="item" data-testid="checkout-item">
            <img src="${line.image}" alt="" width="64" height="64" />
            <div class="line">
              <strong>${line.name}</strong>
              <div class="muted">${line.brandName}${line.options.map((o) => html` · ${o.name}: ${o.selected_value?.value ?? ''}`)}</div>
              <div class="muted">${t('quantity')} ${line.qty}</div>
            </div>
            <div class="price">${money(paidCents(line.price) * line.qty)}</div>
          </li>`,
      )}
    </ul>
    <dl>
      <dt>${t('subtotal')}</dt>
      <dd>${money(basket.subtotalCents)}</dd>
      <dt>${t('delivery')}</dt>
      <dd>${basket.deliveryCents > 0 ? money(basket.deliveryCents) : t('free')}</dd>
      ${
        discountCents > 0 &&
        html`<dt>${t('discount')}</dt>
          <dd>−${money(discountCents)}</dd>`
      }
      <dt class="total">${t('total')}</dt>
      <dd class="total" data-testid="checkout-total">${money(totalCents)}</dd>
    </dl>
  </section>`;
}

function form(store: StoreConfig, view: FormView): SafeHtml {
  const t = (key: CheckoutTextKey) => checkoutText(key, store.locale);
  const { data } = view;
  const alert = view.messages.length === 0 && Object.keys({ ...view.card.errors, ...view.address.errors }).length > 0 ? [t('checkFields')] : view.messages;
  return html`<h1>${t('title')}</h1>
    ${
      alert.length > 0 &&
      html`<div class="alert" role="alert">
        <ul>
          ${alert.map((m) => html`<li>${m}</li>`)}
        </ul>
      </div>`
    }
    ${orderSummary(store, data)} ${data.addresses.length === 0 ? addressForm(store, view.token, view.address, view.countries) : orderForm(store, view)}`;
}

function orderForm(store: StoreConfig, view: FormView): SafeHtml {
  const t = (key: CheckoutTextKey) => checkoutText(key, store.locale);
  const { data } = view;
  const addressId = view.addressId ?? data.addresses[0]?.id;
  const checked = (yes: boolean) => (yes ? html` checked` : '');
  return html`<form method="post" action="${store.checkoutUrl}" novalidate>
    <input type="hidden" name="token" value="${view.token}" />
    <fieldset>
      <legend>${t('address')}</legend>
      ${data.addresses.map(
        (a) =>
          html`<div class="choice">
            <label
              ><input type="radio" name="addressId" value="${a.id}" required${checked(a.id === addressId)} /><span
                ><strong>${a.firstname} ${a.lastname}</strong><br />${a.street}${a.street2 && html`, ${a.street2}`}<br />${a.postcode} ${a.city},
                ${a.countryId}</span
              ></label
            >
          </div>`,
      )}
    </fieldset>
    ${paymentFieldset(store, data.payments, view.payment ?? data.payments[0]?.value, view.card)}
    <button type="submit" class="button" data-testid="place-order">${t('placeOrder')}</button>
    <p class="note">${t('standIn')}</p>
  </form>`;
}

/** The checkout stand-in's page: sign in or join, empty basket, a new member's address, or the order form. */
export function renderCheckoutPage(store: StoreConfig, view: CheckoutView): string {
  const t = (key: CheckoutTextKey) => checkoutText(key, store.locale);
  switch (view.kind) {
    case 'guest':
      return page(store, guestForms(store, view));
    case 'empty':
      return page(
        store,
        html`<h1>${t('emptyTitle')}</h1>
          <section>
            <p>${t('emptyText')}</p>
            <a class="button" href="/">${t('seeSales')}</a>
          </section>`,
      );
    case 'form':
      return page(store, form(store, view));
  }
}
