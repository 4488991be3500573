import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { ORDER_SUCCESS_PATH } from '../../contracts/storefront-paths.ts';
import { registerMember, signInMember } from '../auth/member-access.ts';
import { requestStore } from '../context.ts';
import { addressValues, INSERT_ADDRESS } from '../members/address-row.ts';
import { getSession, updateSessionData } from '../session/session.ts';
import { namesIn, shippingCountries } from '../stores/store-labels.ts';
import { chargeCard, type CardBrand } from './card-payment.ts';
import { CARD, loadCheckoutData } from './checkout-data.ts';
import { cardForm, EMPTY_FORM, readAddress, readCard, readCredentials, type FormState } from './checkout-forms.ts';
import type { GuestView } from './checkout-guest.ts';
import { CHECKOUT_POLICY, renderCheckoutPage, type CheckoutView } from './checkout-page.ts';
import { checkoutText } from './checkout-text.ts';
import { placeOrder } from './place-order.ts';

const orderForm = z.object({
  token: z.string().check(z.minLength(16), z.maxLength(64)),
  addressId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2 ** 31 - 1))),
  payment: z.optional(z.string().check(z.maxLength(40))),
});

type Body = Record<string, unknown>;

function sameToken(a: unknown, b: string | undefined): boolean {
  return typeof a === 'string' && b !== undefined && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * A form of this page, posted from this origin: the browser's Origin (sent with every form post)
 * names this server, and Fetch Metadata does not say cross-site. The page token does the rest.
 */
function fromThisOrigin(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  return origin === undefined || (request.host !== '' && origin.toLowerCase() === `${request.protocol}://${request.host}`.toLowerCase());
}

function sendPage(request: FastifyRequest, reply: FastifyReply, view: CheckoutView, status = 200): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', CHECKOUT_POLICY)
    .send(renderCheckoutPage(requestStore(request), view));
}

/** Back to the checkout once a step is done: a reload does not post the form again. */
const backToCheckout = (request: FastifyRequest, reply: FastifyReply) =>
  reply.header('cache-control', 'no-store').redirect(requestStore(request).checkoutUrl, 303);

/** A fresh page token kept in the session: only a page this server showed can sign in, add an address or place an order. */
async function issueToken(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await updateSessionData(request, reply, (data) => ({ ...data, checkoutToken: token }));
  return token;
}

async function guestView(request: FastifyRequest, reply: FastifyReply, forms: Partial<Omit<GuestView, 'kind' | 'token'>> = {}): Promise<GuestView> {
  return { kind: 'guest', token: await issueToken(request, reply), signIn: EMPTY_FORM, join: EMPTY_FORM, ...forms };
}

/** The countries the shop delivers to, named in the store's language. */
function deliveryCountries(request: FastifyRequest) {
  const store = requestStore(request);
  const names = namesIn(store.language);
  return shippingCountries(request.server.summit.stores.all)
    .map((code) => ({ code, name: names.region(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, store.language));
}

type FormChoice = { messages?: string[]; addressId?: number | undefined; payment?: string | undefined; card?: FormState; address?: FormState };

/** The member's checkout form (with a new token), or the empty-basket page. */
async function formView(request: FastifyRequest, reply: FastifyReply, customerId: number, choice: FormChoice = {}): Promise<CheckoutView> {
  const data = await loadCheckoutData(request.server.summit.db, customerId, requestStore(request));
  if (data.basket.lines.length === 0 && data.basket.errors.length === 0) return { kind: 'empty' };
  const messages = [...new Set([...(choice.messages ?? []), ...data.basket.errors])];
  return {
    kind: 'form',
    data,
    token: await issueToken(request, reply),
    messages,
    card: choice.card ?? EMPTY_FORM,
    address: choice.address ?? EMPTY_FORM,
    countries: deliveryCountries(request),
    ...(choice.addressId !== undefined ? { addressId: choice.addressId } : {}),
    ...(choice.payment !== undefined ? { payment: choice.payment } : {}),
  };
}

/** Sign in or join from the guest's checkout; either way back to the checkout, the basket kept. */
async function guestStep(request: FastifyRequest, reply: FastifyReply, body: Body, join: boolean): Promise<FastifyReply> {
  const locale = requestStore(request).locale;
  const which = join ? 'join' : 'signIn';
  const read = readCredentials(body, join, locale);
  if (!read.ok) return sendPage(request, reply, await guestView(request, reply, { [which]: read.form }), 422);
  const result = join
    ? await registerMember(request, reply, { email: read.email, password: read.password })
    : await signInMember(request, reply, read.email, read.password);
  if (result.ok) return backToCheckout(request, reply);
  const form = { values: { email: read.email }, errors: {} };
  const notice = { form: join ? ('join' as const) : ('sign-in' as const), text: result.message };
  return sendPage(request, reply, await guestView(request, reply, { [which]: form, notice }), result.locked ? 429 : 422);
}

/** A member without an address adds one here, and it becomes their default. */
async function addressStep(request: FastifyRequest, reply: FastifyReply, customerId: number, body: Body): Promise<FastifyReply> {
  const read = readAddress(body, shippingCountries(request.server.summit.stores.all), requestStore(request).locale);
  if (!read.ok) {
    const view = await formView(request, reply, customerId, { address: read.form });
    return sendPage(request, reply, view, view.kind === 'form' ? 422 : 200);
  }
  const { db } = request.server.summit;
  const [existing] = await db.query('SELECT 1 FROM customer_addresses WHERE customer_id = $1 LIMIT 1', [customerId]);
  const isDefault = !existing;
  await db.query(INSERT_ADDRESS, addressValues(customerId, { ...read.address, isDefaultShipping: isDefault, isDefaultBilling: isDefault }));
  return backToCheckout(request, reply);
}

async function orderStep(request: FastifyRequest, reply: FastifyReply, customerId: number, body: Body): Promise<FastifyReply> {
  const store = requestStore(request);
  const form = z.safeParse(orderForm, body);
  if (!form.success) {
    const view = await formView(request, reply, customerId, { messages: [checkoutText('expired', store.locale)] });
    return sendPage(request, reply, view, view.kind === 'form' ? 400 : 200);
  }
  const { token, addressId, payment } = form.data;
  let card: { brand: CardBrand; last4: string } | undefined;
  if (payment === CARD) {
    const input = readCard(body);
    const charged = chargeCard(input);
    if (!charged.ok) {
      const view = await formView(request, reply, customerId, { addressId, payment, card: cardForm(input, charged.errors, store.locale) });
      return sendPage(request, reply, view, view.kind === 'form' ? 422 : 200);
    }
    card = { brand: charged.brand, last4: charged.last4 };
  }
  const result = await placeOrder(request.server.summit.db, store, {
    customerId,
    addressId: addressId ?? 0,
    payment: payment ?? '',
    checkoutToken: token,
    ...(card ? { card } : {}),
  });
  if (result.kind === 'placed') return reply.header('cache-control', 'no-store').redirect(`${ORDER_SUCCESS_PATH}?order_id=${result.orderId}`, 303);
  const view = await formView(request, reply, customerId, { messages: result.messages, addressId, payment });
  return sendPage(request, reply, view, view.kind === 'form' ? 422 : 200);
}

async function postCheckout(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const store = requestStore(request);
  const session = await getSession(request);
  const body = (request.body ?? {}) as Body;
  const expired = [checkoutText('expired', store.locale)];
  if (!fromThisOrigin(request) || !sameToken(body.token, session.data.checkoutToken)) {
    if (session.customerId === null) return sendPage(request, reply, await guestView(request, reply), 403);
    const view = await formView(request, reply, session.customerId, { messages: expired });
    return sendPage(request, reply, view, view.kind === 'form' ? 403 : 200);
  }
  const step = typeof body.step === 'string' ? body.step : 'order';
  if (session.customerId === null) {
    if (step === 'join' || step === 'sign-in') return guestStep(request, reply, body, step === 'join');
    return sendPage(request, reply, await guestView(request, reply), 401);
  }
  // A member who signed in in another tab posts an old guest form: the checkout is theirs already.
  if (step === 'join' || step === 'sign-in') return backToCheckout(request, reply);
  if (step === 'address') return addressStep(request, reply, session.customerId, body);
  return orderStep(request, reply, session.customerId, body);
}

/**
 * The checkout stand-in of the reference server, at each store's checkout URL: the spec's
 * checkout is a separate application, so this small server-rendered one lets a guest sign in or
 * join, a new member add an address, and a member review the basket, choose an address and a
 * way to pay, and place a real order that lands on the storefront's order confirmation.
 */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const paths = new Set(app.summit.stores.all.map((store) => store.checkoutUrl).filter((url) => url.startsWith('/')));

  await app.register(async (scope) => {
    // Only this scope reads forms; the API keeps accepting JSON alone.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    for (const path of paths) {
      scope.get(path, async (request, reply) => {
        const session = await getSession(request);
        if (session.customerId === null) return sendPage(request, reply, await guestView(request, reply));
        return sendPage(request, reply, await formView(request, reply, session.customerId));
      });
      scope.post(path, postCheckout);
    }
  });
}
