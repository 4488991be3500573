import type { FastifyInstance } from 'fastify';
import {
  addressCreate,
  addressDelete,
  addressGet,
  addressList,
  addressUpdate,
  billingAgreementCancel,
  billingAgreements,
  brandInterests,
  brandInterestsUpdate,
  countryAddressOptions,
  customerDetailsUpdate,
  paymentProviderDelete,
  paymentProviderList,
  referral,
  userSync,
} from '../../contracts/account.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { listAddresses } from '../members/address-row.ts';
import { notFound, requireMember } from '../members/member.ts';
import { message } from '../members/messages.ts';
import { namesIn, shippingCountries } from '../stores/store-labels.ts';
import { isValidAddress } from './address-rules.ts';
import { createAddress, deleteAddress, findAddress, updateAddress } from './address-store.ts';
import { brandInterestsOf, memberDetails, saveBrandInterests, updateMemberDetails } from './customer-store.ts';
import { agreementsOf, cancelAgreement, deletePaymentDetail, paymentDetails, referralOf } from './payments-store.ts';

/** Countries a billing address may be in beyond those the shop delivers to (the countries of its stores). */
const BILLING_ONLY = ['NO', 'US'] as const;

/**
 * The endpoints of contracts/account.ts: the member's details and brand interests, the address
 * book, payment details, billing agreements and the referral page. Another member's record is 404.
 */
export function accountRoutes(app: FastifyInstance): void {
  profileRoutes(app);
  addressBookRoutes(app);
  paymentRoutes(app);
}

/** user-sync, customer-details-update, country-address-options, brand interests. */
function profileRoutes(app: FastifyInstance): void {
  const { db, stores } = app.summit;

  route(app, userSync, async ({ request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    return memberDetails(db, customerId, store);
  });

  route(app, customerDetailsUpdate, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    return updateMemberDetails(db, request, customerId, store, body);
  });

  route(app, countryAddressOptions, async ({ query }) => {
    const store = stores.byId(query.store_id);
    const names = namesIn(store?.language ?? 'en');
    const shipping = shippingCountries(stores.all);
    const codes = query.only_shipping === '1' ? shipping : [...shipping, ...BILLING_ONLY.filter((code) => !shipping.includes(code))];
    const countries = codes.map((code) => ({ code, name: names.region(code) ?? code }));
    countries.sort((a, b) => a.name.localeCompare(b.name, store?.language ?? 'en'));
    return { countries };
  });

  route(app, brandInterests, async ({ request, reply }) => {
    const { customerId } = await requireMember(request, reply);
    return { brands: await brandInterestsOf(db, customerId) };
  });

  route(app, brandInterestsUpdate, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    await saveBrandInterests(db, customerId, body.brandIds);
    return { success: true, message: message('saved', store.locale) };
  });
}

/** The member's address book; the forms' address rules are checked again here. */
function addressBookRoutes(app: FastifyInstance): void {
  const { db } = app.summit;

  route(app, addressList, async ({ request, reply }) => {
    const { customerId } = await requireMember(request, reply);
    return { items: await listAddresses(db, customerId, 'by-id') };
  });

  route(app, addressGet, async ({ params, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    const address = await findAddress(db, customerId, params.id);
    if (!address) throw notFound(store);
    return address;
  });

  route(app, addressCreate, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    if (!isValidAddress(body)) throw new HttpError(400, message('invalidAddress', store.locale));
    return createAddress(db, customerId, body);
  });

  route(app, addressUpdate, async ({ params, body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    if (!isValidAddress(body)) throw new HttpError(400, message('invalidAddress', store.locale));
    const address = await updateAddress(db, customerId, params.id, body);
    if (!address) throw notFound(store);
    return address;
  });

  route(app, addressDelete, async ({ params, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    if (!(await deleteAddress(db, customerId, params.id))) throw notFound(store);
    return { success: true, message: message('deleted', store.locale) };
  });
}

/** Payment details (cards, online wallet), billing agreements and the referral page. */
function paymentRoutes(app: FastifyInstance): void {
  const { db } = app.summit;

  route(app, paymentProviderList, async ({ params, request, reply }) => {
    const { customerId } = await requireMember(request, reply);
    return paymentDetails(db, customerId, params.provider);
  });

  route(app, paymentProviderDelete, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    if (!(await deletePaymentDetail(db, customerId, body.agreementId, body.provider))) throw notFound(store);
    return { success: true, message: message('deleted', store.locale) };
  });

  route(app, billingAgreements, async ({ request, reply }) => {
    const { customerId } = await requireMember(request, reply);
    return agreementsOf(db, customerId);
  });

  route(app, billingAgreementCancel, async ({ params, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    if (!(await cancelAgreement(db, customerId, params.id))) throw notFound(store);
    return { success: true, message: message('saved', store.locale) };
  });

  route(app, referral, async ({ request, reply }) => {
    const { customerId } = await requireMember(request, reply);
    return referralOf(db, customerId);
  });
}
