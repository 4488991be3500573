import type { AccountVariables, OrderVariables, ProductVariables, TemplateVariables } from '../../../contracts/content-blocks.ts';
import { formatMoney, listFormat, numberFormat, type StoreConfig } from '../../../core/plugin-api.ts';
import type { TemplateValues } from './template.ts';

/** Spec 02 section 9: the referral points when the store sets none. */
export const DEFAULT_REFERRAL_POINTS = 500;

type Formats = ReturnType<typeof formatsOf>;

function formatsOf(store: StoreConfig) {
  const numbers = store.currency.priceLocale;
  const language = String(store.locale).replace('_', '-');
  return {
    money: (amount: number) => formatMoney(amount, store.currency),
    percent: (value: number) => numberFormat(numbers, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100),
    count: (value: number) => numberFormat(numbers).format(value),
    list: (items: string[]) => listFormat(language, { type: 'conjunction' }).format(items),
  };
}

/** The group's defined values, by `group.name`. */
function group(name: string, values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [[`${name}.${key}`, value]])));
}

const maybe = <T>(value: T | undefined, format: (value: T) => string) => (value === undefined ? undefined : format(value));

function storeValues(store: StoreConfig, f: Formats) {
  const phone = store.customerService.phones[0];
  return group('store', {
    shopName: store.shopName,
    shopShareName: store.shopShareName ?? store.shopName,
    supportEmail: store.supportEmail,
    phone: phone ? (phone.display ?? phone.number) : undefined,
    hours: store.customerService.hours,
    currencyCode: store.currency.code,
    referralPoints: f.count(store.rewardPoints?.referralPoints ?? DEFAULT_REFERRAL_POINTS),
  });
}

function productValues(product: ProductVariables, f: Formats) {
  const saving = product.saving ?? (product.rrp !== undefined && product.specialPrice !== undefined ? product.rrp - product.specialPrice : undefined);
  return group('product', {
    name: product.name,
    brandName: product.brandName,
    price: maybe(product.price, f.money),
    specialPrice: maybe(product.specialPrice, f.money),
    rrp: maybe(product.rrp, f.money),
    saving: maybe(saving, f.money),
    discount: maybe(product.discount, f.percent),
    url: product.url,
    imageUrl: product.imageUrl,
  });
}

function accountValues(account: AccountVariables, f: Formats) {
  const fullName = [account.referrerFirstName, account.referrerLastName].filter(Boolean).join(' ');
  return group('account', {
    referrerFirstName: account.referrerFirstName,
    referrerLastName: account.referrerLastName,
    referrerName: account.referrerName ?? (fullName || undefined),
    referralCode: account.referralCode,
    shareUrl: account.shareUrl,
    rewardPoints: maybe(account.rewardPoints, f.count),
  });
}

function orderValues(order: OrderVariables, f: Formats) {
  return group('order', {
    incrementId: order.incrementId,
    brandNames: order.brandNames?.length ? f.list(order.brandNames) : undefined,
    savingAmount: maybe(order.savingAmount, f.money),
    savingPercent: maybe(order.savingPercent, f.percent),
  });
}

/**
 * The values of a block's template variables: the store's own, and those the showing plugin
 * gives, with amounts in the store's currency and numbers, percents and lists in its locale.
 */
export function templateValues(store: StoreConfig, variables: TemplateVariables = {}): TemplateValues {
  const f = formatsOf(store);
  return {
    ...storeValues(store, f),
    ...(variables.product ? productValues(variables.product, f) : {}),
    ...(variables.account ? accountValues(variables.account, f) : {}),
    ...(variables.order ? orderValues(variables.order, f) : {}),
  };
}
