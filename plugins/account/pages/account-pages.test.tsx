// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Address, UserSync } from '../../../contracts/account.ts';
import { ApiError, type PageProps, type PluginContext } from '../../../core/plugin-api.ts';
import { resolveLocation } from '../../../core/routing/resolve.ts';
import { pluginKernel, rawSession, testStore } from '../../../tests/support/plugin-kernel.ts';
import AddressFormPage from './AddressFormPage.tsx';
import AddressListPage from './AddressListPage.tsx';
import BrandsInterestPage from './BrandsInterestPage.tsx';
import DashboardPage from './DashboardPage.tsx';
import EditPage from './EditPage.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const MEMBER: UserSync = {
  email: 'anna@summit.test',
  firstName: 'Anna',
  lastName: 'Berg',
  currentCountry: { code: 'GB' },
  gender: { id: 2 },
  language: { name: 'en' },
  currencyCode: 'GBP',
  referralCode: 'ANNA-7',
};

const HOME: Address = {
  id: 5,
  firstname: 'Anna',
  lastname: 'Berg',
  street: '12 Bridge Street',
  street2: '',
  city: 'Leeds',
  postcode: 'LS1 4AP',
  region: '',
  countryId: 'GB',
  telephone: '+441132345678',
  isDefaultShipping: true,
  isDefaultBilling: false,
};

/** Answers by endpoint name; a call the test did not stub fails as the server would. */
type Stubs = Record<string, (options: { body?: unknown; params?: unknown; query?: unknown }) => unknown>;

const STUBS: Stubs = {
  'user-sync': () => MEMBER,
  'country-address-options': () => ({
    countries: [
      { code: 'GB', name: 'United Kingdom' },
      { code: 'FR', name: 'France' },
    ],
  }),
  'language-currency': () => ({
    languages: [
      { code: 'en', name: 'English' },
      { code: 'fr', name: 'French' },
    ],
    currencies: [{ code: 'GBP', name: 'Pound' }],
  }),
};

/** The account plugin's context in a real kernel, with the store's account routes, and a page rendered at `path`. */
async function open(Page: ComponentType<PageProps>, path: string, stubs: Stubs = {}) {
  const all = { ...STUBS, ...stubs };
  const t = pluginKernel(
    (endpoint, options) => {
      const stub = all[endpoint.name];
      if (!stub) throw new ApiError(endpoint.name, 500, `${endpoint.name} is not stubbed`);
      return stub(options as never);
    },
    testStore({ plugins: { account: {}, orders: {}, referral: {} } }),
  );
  t.kernel.receiveSession(rawSession({ customer_id: 7, email: MEMBER.email, name: 'Anna Berg' }));
  const ctx = t.kernel.contextFor('account') as PluginContext<'account'>;
  ctx.i18n.loadAndActivate({ locale: 'en_GB', locales: ['en-GB'], messages: {} });
  const resolution = await resolveLocation(
    { path, search: '', host: 'localhost', isLoggedIn: true, isPreviewHost: false },
    { routes: t.kernel.routes, lookup: async () => null },
  );
  if (resolution.kind !== 'page') throw new Error(`${path} is no account page: ${resolution.reason}`);
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      {t.inPlugin('account', <Page resolution={resolution} signal={new AbortController().signal} reportView={() => undefined} />)}
    </Router>,
  );
  const sent = (endpoint: string) => t.calls.filter((call) => call.endpoint === endpoint).map((call) => call.options);
  return { ...t, ctx, location, sent };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The message shown under a field, which the field names as its description. */
const errorOf = (label: string) => {
  const input = field(label);
  const describedBy = input.getAttribute('aria-describedby');
  return input.getAttribute('aria-invalid') === 'true' && describedBy ? document.getElementById(describedBy)?.textContent : undefined;
};

describe('account information (account-edit)', () => {
  it('shows the member’s details and the store’s choices', async () => {
    await open(EditPage, '/customer/account/edit/');
    expect((await screen.findByLabelText<HTMLInputElement>('First name')).value).toBe('Anna');
    expect(field('Last name').value).toBe('Berg');
    expect(field('Email address').value).toBe('anna@summit.test');
    expect(field('Gender').value).toBe('2');
    expect(field('Country').value).toBe('GB');
    expect(
      within(field('Language'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'French']);
    expect(field('Currency').value).toBe('GBP');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Account Information');
  });

  it('shows each error at its field, focuses the first, keeps what was typed, and sends nothing', async () => {
    const t = await open(EditPage, '/customer/account/edit/');
    await screen.findByLabelText('First name');
    type('Email address', 'anna@');
    type('First name', 'A'.repeat(101));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Change my password' }));
    type('New password', 'short');
    type('Confirm the new password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Email address must be a valid email address.')).toBeTruthy();
    expect(errorOf('Email address')).toBe('Email address must be a valid email address.');
    expect(errorOf('First name')).toBe('First name may not be longer than 100 characters.');
    expect(errorOf('Current password')).toBe('Current password is required.');
    expect(errorOf('New password')).toBe('New password must have at least 8 characters.');
    expect(errorOf('Confirm the new password')).toBe('Confirm the new password does not match New password.');
    expect(errorOf('Last name')).toBeUndefined();
    expect(field('Email address').value).toBe('anna@');
    await vi.waitFor(() => expect(document.activeElement).toBe(field('First name')));
    expect(t.sent('customer-details-update')).toEqual([]);

    // Typing again clears that field's error only.
    type('Email address', 'anna.berg@summit.test');
    expect(errorOf('Email address')).toBeUndefined();
    expect(errorOf('First name')).toBe('First name may not be longer than 100 characters.');
  });

  it('asks for the current password when the email changes, and saves it all in one call', async () => {
    const t = await open(EditPage, '/customer/account/edit/', {
      'customer-details-update': () => ({ success: true, message: 'You saved the account information.' }),
    });
    await screen.findByLabelText('First name');
    type('Email address', 'anna.berg@summit.test');
    expect(screen.getByText('Needed to change your email address.')).toBeTruthy();
    type('Current password', 'Old-pass-2026');
    fireEvent.change(field('Language'), { target: { value: 'fr' } });
    fireEvent.change(field('Gender'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('status')).textContent).toBe('You saved the account information.');
    expect(t.sent('customer-details-update')).toEqual([
      {
        body: {
          store_id: 1,
          store_type: 'storeType7',
          email: 'anna.berg@summit.test',
          firstname: 'Anna',
          lastname: 'Berg',
          gender: null,
          country_id: 'GB',
          language: 'fr',
          currency: 'GBP',
          current_password: 'Old-pass-2026',
        },
      },
    ]);
    // Saved: the password is not kept in the form.
    expect(field('Current password').value).toBe('');
  });

  it('sends a new password only with the current one and "Change my password" on', async () => {
    const t = await open(EditPage, '/customer/account/edit/', { 'customer-details-update': () => ({ success: true, message: 'Saved.' }) });
    await screen.findByLabelText('First name');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Change my password' }));
    type('Current password', 'Old-pass-2026');
    type('New password', 'New-pass-2027');
    type('Confirm the new password', 'New-pass-2027');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(t.sent('customer-details-update')[0]).toMatchObject({ body: { current_password: 'Old-pass-2026', password: 'New-pass-2027' } });

    // Switched off again: the fields go, and nothing about a password is sent.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Change my password' }));
    expect(screen.queryByLabelText('New password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(t.sent('customer-details-update')).toHaveLength(2));
    const body = (t.sent('customer-details-update')[1] as { body: Record<string, unknown> }).body;
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('current_password');
  });

  it('shows a refusal as the server words it, and a failure as something that went wrong, keeping what was typed', async () => {
    let reply: () => unknown = () => ({ success: false, message: 'The current password is not right.' });
    await open(EditPage, '/customer/account/edit/', { 'customer-details-update': () => reply() });
    await screen.findByLabelText('First name');
    type('Last name', 'Berg-Lund');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The current password is not right.');

    reply = () => {
      throw new ApiError('customer-details-update', 0, 'Network error');
    };
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong.'));
    expect(field('Last name').value).toBe('Berg-Lund');
  });

  it('offers to try again when the details cannot be loaded', async () => {
    let down = true;
    await open(EditPage, '/customer/account/edit/', { 'user-sync': () => (down ? Promise.reject(new ApiError('user-sync', 503, 'down')) : MEMBER) });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByLabelText('First name')).toBeNull();
    down = false;
    fireEvent.click(retry);
    expect((await screen.findByLabelText<HTMLInputElement>('First name')).value).toBe('Anna');
  });
});

describe('the address book', () => {
  it('a new address starts in the store’s country; its errors show at their fields and nothing is sent', async () => {
    const t = await open(AddressFormPage, '/customer/address/new/');
    expect((await screen.findByLabelText<HTMLSelectElement>('Country')).value).toBe('GB');
    type('First name', 'Anna');
    type('Postcode', 'not a postcode');
    type('Phone number', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Last name is required.')).toBeTruthy();
    expect(errorOf('Last name')).toBe('Last name is required.');
    expect(errorOf('Street address')).toBe('Street address is required.');
    expect(errorOf('Postcode')).toBe('Postcode is not a valid postcode for this country.');
    expect(errorOf('Phone number')).toBe('Phone number is not a valid phone number.');
    expect(errorOf('First name')).toBeUndefined();
    expect(errorOf('Address line 2')).toBeUndefined();
    expect(field('Postcode').value).toBe('not a postcode');
    expect(t.sent('address-create')).toEqual([]);
  });

  it('saves a changed address with its default flags and goes back to the list', async () => {
    const t = await open(AddressFormPage, '/customer/address/edit/id/5/', { 'address-get': () => HOME, 'address-update': () => HOME });
    expect((await screen.findByLabelText<HTMLInputElement>('Street address')).value).toBe('12 Bridge Street');
    type('Street address', '14 Bridge Street');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use as my default billing address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    await vi.waitFor(() => expect(t.location.history?.at(-1)).toBe('/customer/address/'));
    expect(t.sent('address-get')[0]).toMatchObject({ params: { id: 5 } });
    const { id: _id, ...fields } = HOME;
    expect(t.sent('address-update')).toEqual([
      { params: { id: 5 }, body: { ...fields, street: '14 Bridge Street', isDefaultShipping: true, isDefaultBilling: true } },
    ]);
  });

  it('shows the server’s refusal above the form and stays', async () => {
    const refused = () => {
      throw new ApiError('address-create', 400, 'Bad Request', { error: 'Bad Request', message: 'Postcode does not match the city.', statusCode: 400 });
    };
    const t = await open(AddressFormPage, '/customer/address/new/', { 'address-create': refused });
    await screen.findByLabelText('First name');
    for (const [label, value] of [
      ['First name', 'Anna'],
      ['Last name', 'Berg'],
      ['Street address', '1 High Street'],
      ['Postcode', 'LS1 4AP'],
      ['City', 'York'],
      ['Phone number', '+441132345678'],
    ] as const)
      type(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Postcode does not match the city.');
    expect(t.location.history).toEqual(['/customer/address/new/']);
    expect(field('City').value).toBe('York');
  });

  it('lists the addresses with their default badges, deletes one after asking, and says when none is left', async () => {
    let items = [HOME];
    const t = await open(AddressListPage, '/customer/address/', {
      'address-list': () => ({ items }),
      'address-delete': () => {
        items = [];
        return { success: true, message: 'The address was deleted.' };
      },
    });
    const card = await screen.findByTestId('address-card');
    expect(within(card).getByText('Default delivery address')).toBeTruthy();
    expect(within(card).queryByText('Default billing address')).toBeNull();
    expect(card.querySelector('address')?.textContent).toContain('12 Bridge Street');
    expect(within(card).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/customer/address/edit/id/5/');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete this address?');
    expect(t.sent('address-delete')).toEqual([]);
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no saved address yet.')).toBeTruthy();
    expect(t.sent('address-delete')).toEqual([{ params: { id: 5 } }]);
    expect(t.kernel.shell.state.alerts).toMatchObject([{ tone: 'success', message: 'The address was deleted.' }]);
  });
});

describe('the dashboard and brand interests', () => {
  it('greets a member who joined without a name by their email address', async () => {
    await open(DashboardPage, '/customer/account', { 'user-sync': () => ({ ...MEMBER, firstName: '', lastName: '' }) });
    expect(await screen.findByText('Hello anna@summit.test')).toBeTruthy();
    expect(screen.getByText('Your referral code: ANNA-7')).toBeTruthy();
  });

  it('saves the brands the member ticks and shows the answer', async () => {
    const t = await open(BrandsInterestPage, '/customer/account/brands-interest', {
      'brand-interests': () => ({
        brands: [
          { id: 1, name: 'Rossignol', selected: true },
          { id: 2, name: 'Salomon', selected: false },
        ],
      }),
      'brand-interests-update': () => ({ success: true, message: 'Your brand interests were saved.' }),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Salomon' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rossignol' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your brand interests were saved.');
    expect(t.sent('brand-interests-update')).toEqual([{ body: { brandIds: [2] } }]);
  });
});
