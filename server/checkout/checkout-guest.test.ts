import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOrder } from '../../contracts/orders.ts';
import { memberClient, type MemberClient } from '../test-support/members-test-client.ts';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
let emails = 0;
const newEmail = () => `checkout-${Date.now()}-${++emails}@summit.test`;

/** A browser's cookie and the checkout page's token, posting the stand-in's forms as a browser does. */
function checkoutBrowser(client: MemberClient, host = 'localhost') {
  let sid = client.sid;
  const headers = () => ({ host, ...(sid ? { cookie: `summit_sid=${sid}` } : {}) });
  const keep = (reply: Awaited<ReturnType<typeof t.app.inject>>) => {
    sid = reply.cookies.find((c) => c.name === 'summit_sid')?.value ?? sid;
    return reply;
  };
  return {
    get sid() {
      return sid;
    },
    open: async () => keep(await t.app.inject({ method: 'GET', url: '/checkout/', headers: { ...headers(), accept: 'text/html' } })),
    post: async (form: Record<string, string>, extra: Record<string, string> = {}) =>
      keep(
        await t.app.inject({
          method: 'POST',
          url: '/checkout/',
          headers: { ...headers(), origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded', ...extra },
          payload: new URLSearchParams(form).toString(),
        }),
      ),
  };
}

const ADDRESS = {
  firstname: 'Petra',
  lastname: 'Chase',
  street: '8 Summit Road',
  street2: '',
  postcode: 'EH1 1YZ',
  city: 'Edinburgh',
  region: '',
  countryId: 'GB',
  telephone: '07400 654321',
};
const CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/40', cardCvc: '123', cardName: 'Petra Chase' };

async function guestWithBasket() {
  const client = memberClient(t.app);
  expect((await client.call('POST', '/api/basket-add', { productID: 1001, quantity: 1, options: { 101: 10102 } })).status).toBe(200);
  return checkoutBrowser(client);
}

describe('checkout stand-in: a new shopper in one go', () => {
  it('offers a guest both sign-in and joining with email and password only', async () => {
    const browser = await guestWithBasket();
    const page = await browser.open();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sign in or join to place your order');
    expect(page.body).toContain('name="step" value="join"');
    expect(page.body).toContain('name="step" value="sign-in"');
    expect(page.body).not.toContain('firstname');
  });

  it('joins, adds an address, pays by card and lands on the order confirmation; the order keeps brand and last four digits only', async () => {
    const browser = await guestWithBasket();
    const email = newEmail();
    const joined = await browser.post({ token: tokenOf((await browser.open()).body), step: 'join', email, password: 'Fresh-pass-2026' });
    expect(joined.statusCode).toBe(303);
    expect(joined.headers.location).toBe('/checkout/');

    const addressPage = await browser.open();
    expect(addressPage.body).toContain('Rossignol Experience 86 Ti skis');
    expect(addressPage.body).toContain('data-testid="checkout-address-form"');

    const wrong = await browser.post({ token: tokenOf(addressPage.body), step: 'address', ...ADDRESS, postcode: '123', telephone: '' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toMatch(/id="address-postcode"[^>]*aria-invalid="true"/);
    expect(wrong.body).toContain('Postcode is not a valid postcode for this country.');
    expect(wrong.body).toContain('Phone number is required.');
    expect(wrong.body).toContain('value="8 Summit Road"');

    const saved = await browser.post({ token: tokenOf(wrong.body), step: 'address', ...ADDRESS });
    expect(saved.statusCode).toBe(303);
    const orderPage = await browser.open();
    const addressId = /name="addressId" value="(\d+)"/.exec(orderPage.body)?.[1] ?? '';
    expect(addressId).not.toBe('');

    const declined = await browser.post({ token: tokenOf(orderPage.body), addressId, payment: 'card', ...CARD, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(422);
    expect(declined.body).toMatch(/id="card-cardNumber"[^>]*aria-invalid="true"/);
    expect(declined.body).toContain('Your bank declined this card.');
    expect(declined.body).not.toContain('value="123"');

    const paid = await browser.post({ token: tokenOf(declined.body), addressId, payment: 'card', ...CARD });
    expect(paid.statusCode).toBe(303);
    const orderId = Number(/order_id=(\d+)$/.exec(paid.headers.location as string)?.[1]);
    const [row] = await t.db.query<{ payment_method: string; payment_method_code: string; email: string }>(
      'SELECT o.payment_method, o.payment_method_code, c.email FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = $1',
      [orderId],
    );
    expect(row).toEqual({ payment_method: 'Visa •••• 4242', payment_method_code: 'visa', email });
    const member = memberClient(t.app);
    await member.login(email, 'Fresh-pass-2026');
    const order = customerOrder.parse((await member.call('GET', `/api/order-details-new/${orderId}`)).json());
    expect(order.shippingAddress).toMatchObject({ street: '8 Summit Road', postcode: 'EH1 1YZ' });
  });

  it('signs an existing member in and comes back to the checkout; a wrong password is said in the form, keeping the email', async () => {
    const setup = memberClient(t.app);
    const email = newEmail();
    await setup.call('POST', '/api/auth/signup', { email, password: 'Fresh-pass-2026', storeId: 1 });
    const browser = await guestWithBasket();
    const wrong = await browser.post({ token: tokenOf((await browser.open()).body), step: 'sign-in', email, password: 'Wrong-pass-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Invalid login or password.');
    expect(wrong.body).toContain(`value="${email}"`);
    const signedIn = await browser.post({ token: tokenOf(wrong.body), step: 'sign-in', email, password: 'Fresh-pass-2026' });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/checkout/');
    expect((await browser.open()).body).toContain('Rossignol Experience 86 Ti skis');
  });

  it('puts a weak password or a bad email at its field, in the store’s language', async () => {
    const client = memberClient(t.app);
    await client.call('POST', '/api/basket-add', { productID: 1001, quantity: 1, options: { 101: 10102 } });
    const browser = checkoutBrowser(client, 'fr.localhost');
    const reply = await browser.post({ token: tokenOf((await browser.open()).body), step: 'join', email: 'not-an-email', password: 'short' });
    expect(reply.statusCode).toBe(422);
    expect(reply.body).toMatch(/id="join-email"[^>]*aria-invalid="true"/);
    expect(reply.body).toMatch(/id="join-password"[^>]*aria-invalid="true"/);
    expect(reply.body).not.toContain('value="short"');
    expect(reply.body).toContain('<html lang="fr"');
  });

  it('refuses forms from another origin or without the page token, and bad input is never a 500', async () => {
    const browser = await guestWithBasket();
    const token = tokenOf((await browser.open()).body);
    const foreign = await browser.post({ token, step: 'join', email: newEmail(), password: 'Fresh-pass-2026' }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const noToken = await browser.post({ step: 'join', email: newEmail(), password: 'Fresh-pass-2026' });
    expect(noToken.statusCode).toBe(403);
    const odd = await browser.post({ token: tokenOf(noToken.body), step: 'nonsense', addressId: 'x'.repeat(300) });
    expect(odd.statusCode).toBe(401);
  });
});
