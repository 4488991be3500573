import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { id, idParam, storeIdParam } from './common.ts';
import { postalAddress, successReply } from './shapes.ts';

/** Account endpoints (spec 01 section 7 and spec 02 section 7). */

export const userSync = defineEndpoint({
  name: 'user-sync',
  method: 'GET',
  path: 'user-sync',
  reply: z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    currentCountry: z.object({ code: z.string() }),
    gender: z.object({ id: z.nullable(z.number()) }),
    language: z.object({ name: z.string() }),
    currencyCode: z.string(),
    referralCode: z.string(),
  }),
});
export type UserSync = z.output<typeof userSync.reply>;

export const customerDetailsUpdate = defineEndpoint({
  name: 'customer-details-update',
  method: 'POST',
  path: 'customer-details-update',
  body: z.object({
    store_id: id(),
    store_type: z.enum(['storeType1', 'storeType7']),
    email: z.string().check(z.minLength(3), z.maxLength(254)),
    // Optional: a member may have joined with login and password only (spec 01 section 3).
    firstname: z.string().check(z.maxLength(100)),
    lastname: z.string().check(z.maxLength(100)),
    gender: z.nullable(z.number().check(z.int())),
    country_id: z.string().check(z.length(2)),
    language: z.string().check(z.minLength(2), z.maxLength(5)),
    currency: z.string().check(z.length(3)),
    current_password: z.optional(z.string().check(z.maxLength(200))),
    password: z.optional(z.string().check(z.maxLength(200))),
  }),
  reply: successReply,
});

export const countryAddressOptions = defineEndpoint({
  name: 'country-address-options',
  method: 'GET',
  path: 'country-address-options',
  query: z.object({ store_id: storeIdParam(), only_shipping: z.optional(z.enum(['0', '1'])) }),
  reply: z.object({ countries: z.array(z.object({ code: z.string(), name: z.string() })) }),
});

export const address = z.extend(postalAddress, {
  id: z.number(),
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
});
export type Address = z.output<typeof address>;

const addressBody = z.extend(postalAddress, {
  isDefaultShipping: z._default(z.boolean(), false),
  isDefaultBilling: z._default(z.boolean(), false),
});
const addressParams = z.object({ id: idParam() });

export const addressList = defineEndpoint({
  name: 'address-list',
  method: 'GET',
  path: 'addresses',
  reply: z.object({ items: z.array(address) }),
});

export const addressGet = defineEndpoint({
  name: 'address-get',
  method: 'GET',
  path: 'addresses/:id',
  params: addressParams,
  reply: address,
});

export const addressCreate = defineEndpoint({
  name: 'address-create',
  method: 'POST',
  path: 'addresses',
  body: addressBody,
  reply: address,
});

export const addressUpdate = defineEndpoint({
  name: 'address-update',
  method: 'PUT',
  path: 'addresses/:id',
  params: addressParams,
  body: addressBody,
  reply: address,
});

export const addressDelete = defineEndpoint({
  name: 'address-delete',
  method: 'DELETE',
  path: 'addresses/:id',
  params: addressParams,
  reply: successReply,
});

export const brandInterests = defineEndpoint({
  name: 'brand-interests',
  method: 'GET',
  path: 'brand-interests',
  reply: z.object({ brands: z.array(z.object({ id: z.number(), name: z.string(), selected: z.boolean() })) }),
});

export const brandInterestsUpdate = defineEndpoint({
  name: 'brand-interests-update',
  method: 'POST',
  path: 'brand-interests',
  body: z.object({ brandIds: z.array(id()).check(z.maxLength(200)) }),
  reply: successReply,
});

export const PAYMENT_PROVIDERS = ['card', 'wallet'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const paymentMethod = z.object({
  agreementId: z.number(),
  provider: z.enum(PAYMENT_PROVIDERS),
  label: z.string(),
  /** The payment provider's method code (adyen_cc_visa, paypal_express...): its icon is chosen by pattern (spec 02 section 5). */
  methodCode: z.string(),
  detail: z.string(),
  expires: z.nullable(z.string()),
});
export type PaymentMethod = z.output<typeof paymentMethod>;

/** Saved cards (card payment provider) or online wallet accounts; a reply with a message is returned as is. */
export const paymentProviderList = defineEndpoint({
  name: 'payment-provider-list',
  method: 'GET',
  path: 'payment-provider-list/:provider',
  params: z.object({ provider: z.enum(PAYMENT_PROVIDERS) }),
  reply: z.object({ items: z.array(paymentMethod), message: z.optional(z.string()) }),
});

export const paymentProviderDelete = defineEndpoint({
  name: 'payment-provider-delete',
  method: 'POST',
  path: 'payment-provider-delete',
  body: z.object({ provider: z.enum(PAYMENT_PROVIDERS), agreementId: id() }),
  reply: successReply,
});

export const billingAgreement = z.object({
  id: z.number(),
  referenceId: z.string(),
  method: z.string(),
  status: z.enum(['active', 'canceled']),
  createdAt: z.string(),
});

export const billingAgreements = defineEndpoint({
  name: 'billing-agreements',
  method: 'GET',
  path: 'billing-agreements',
  reply: z.object({ items: z.array(billingAgreement) }),
});

export const billingAgreementCancel = defineEndpoint({
  name: 'billing-agreement-cancel',
  method: 'POST',
  path: 'billing-agreements/:id/cancel',
  params: z.object({ id: idParam() }),
  reply: successReply,
});

export const referral = defineEndpoint({
  name: 'referral',
  method: 'GET',
  path: 'referral',
  reply: z.object({ referralCode: z.string(), shareUrl: z.string(), rewardPoints: z.number(), invitedCount: z.number() }),
});
