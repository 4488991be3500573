import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { requestStore } from '../context.ts';
import { getSession, updateSessionData } from '../session/session.ts';
import { loadCheckoutData } from './checkout-data.ts';
import { CHECKOUT_POLICY, renderCheckoutPage, type CheckoutView } from './checkout-page.ts';
import { checkoutText } from './checkout-text.ts';
import { placeOrder } from './place-order.ts';

/** The storefront's order confirmation, which reports the purchase (spec 01 section 2: /order/success/). */
const SUCCESS_PATH = '/order/success/';

const orderForm = z.object({
  token: z.string().check(z.minLength(16), z.maxLength(64)),
  addressId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2 ** 31 - 1))),
  payment: z.optional(z.string().check(z.maxLength(40))),
});

function sameToken(a: string, b: string | undefined): boolean {
  return b !== undefined && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function sendPage(request: FastifyRequest, reply: FastifyReply, view: CheckoutView, status = 200): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', CHECKOUT_POLICY)
    .send(renderCheckoutPage(requestStore(request), view));
}

/** A fresh page token kept in the session: only a page this server showed can place an order. */
async function issueToken(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await updateSessionData(request, reply, (data) => ({ ...data, checkoutToken: token }));
  return token;
}

type FormChoice = { messages?: string[]; addressId?: number | undefined; payment?: string | undefined };

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
    ...(choice.addressId !== undefined ? { addressId: choice.addressId } : {}),
    ...(choice.payment !== undefined ? { payment: choice.payment } : {}),
  };
}

/**
 * The checkout stand-in of the reference server, at each store's checkout URL: the spec's
 * checkout is a separate application, so this small server-rendered one lets a member review the
 * basket, choose a saved address and a way to pay, and place a real order that lands on the
 * storefront's order confirmation.
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
        if (session.customerId === null) return sendPage(request, reply, { kind: 'sign-in' });
        return sendPage(request, reply, await formView(request, reply, session.customerId));
      });

      scope.post(path, async (request, reply) => {
        const store = requestStore(request);
        const session = await getSession(request);
        if (session.customerId === null) return sendPage(request, reply, { kind: 'sign-in' }, 401);
        const form = z.safeParse(orderForm, request.body ?? {});
        if (!form.success || !sameToken(form.data.token, session.data.checkoutToken)) {
          const view = await formView(request, reply, session.customerId, { messages: [checkoutText('expired', store.locale)] });
          return sendPage(request, reply, view, view.kind === 'form' ? 403 : 200);
        }
        const { token, addressId, payment } = form.data;
        const result = await placeOrder(request.server.summit.db, store, {
          customerId: session.customerId,
          addressId: addressId ?? 0,
          payment: payment ?? '',
          checkoutToken: token,
        });
        if (result.kind === 'placed') return reply.header('cache-control', 'no-store').redirect(`${SUCCESS_PATH}?order_id=${result.orderId}`, 303);
        const view = await formView(request, reply, session.customerId, { messages: result.messages, addressId, payment });
        return sendPage(request, reply, view, view.kind === 'form' ? 422 : 200);
      });
    }
  });
}
