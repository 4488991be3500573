import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BasketReply, basketAdd } from '../../contracts/basket.ts';
import type { Db } from '../db/db.ts';
import { addToBasket } from './basket-store.ts';
import { basketReply, loadBasketState } from './basket-view.ts';
import { checkStock, MESSAGES, parseQuantity, stockRefusal } from './quantity.ts';
import type { BasketRequest } from './request.ts';
import { localText, MAX_ID, type ProductType } from '../catalog/catalog.ts';
import { HttpError } from '../http/errors.ts';
import type { ParsedBodyOf } from '../http/route.ts';
import { storeSession } from '../session/session.ts';

interface ProductRow {
  id: number;
  type: ProductType;
  name: unknown;
  stock: number;
  price: number;
  special_price: number | null;
}

/** What the shopper chose, checked against the product: stored on the item, and its stock. */
interface Choice {
  options: Record<string, number>;
  bundleSelections: Record<string, Record<string, number>>;
  key: string;
  stock: number;
}

type Options = Record<string, number> | undefined;
type BundleOptions = Record<string, Record<string, number>> | undefined;

const isEmpty = (value: object | undefined) => !value || Object.keys(value).length === 0;

async function configurableChoice(db: Db, product: ProductRow, given: Options, language: string): Promise<Choice> {
  const rows = await db.query<{ option_id: number; label: unknown; value_id: number; value: string; stock: number }>(
    `SELECT o.id AS option_id, o.label, v.id AS value_id, v.value, v.stock
       FROM product_options o JOIN product_option_values v ON v.option_id = o.id
      WHERE o.product_id = $1 ORDER BY o.position, o.id`,
    [product.id],
  );
  const chosen = given ?? {};
  const optionIds = [...new Set(rows.map((r) => r.option_id))];
  for (const key of Object.keys(chosen)) {
    if (!optionIds.includes(Number(key))) throw new HttpError(400, 'This option is not available for this product.');
  }
  const options: Record<string, number> = {};
  let stock = Number.POSITIVE_INFINITY;
  for (const optionId of optionIds) {
    const label = localText(rows.find((r) => r.option_id === optionId)!.label, language);
    const valueId = chosen[String(optionId)];
    if (valueId === undefined) throw new HttpError(400, `Please choose a ${label.toLowerCase()}.`);
    const value = rows.find((r) => r.option_id === optionId && r.value_id === valueId);
    if (!value) throw new HttpError(400, 'This option is not available for this product.');
    if (value.stock <= 0) throw new HttpError(400, `${label} ${value.value} is out of stock.`);
    options[String(optionId)] = valueId;
    stock = Math.min(stock, value.stock);
  }
  if (!optionIds.length) stock = product.stock;
  const key = Object.entries(options)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([o, v]) => `${o}:${v}`)
    .join(',');
  return { options, bundleSelections: {}, key, stock };
}

async function bundleChoice(db: Db, product: ProductRow, given: BundleOptions, language: string): Promise<Choice> {
  const rows = await db.query<{
    option_id: number;
    label: unknown;
    required: boolean;
    selection_id: number;
    default_qty: number;
    is_default: boolean;
    name: unknown;
    stock: number;
  }>(
    `SELECT o.id AS option_id, o.label, o.required, s.id AS selection_id, s.default_qty, s.is_default, p.name, p.stock
       FROM bundle_options o JOIN bundle_selections s ON s.option_id = o.id JOIN products p ON p.id = s.product_id
      WHERE o.product_id = $1 ORDER BY o.position, o.id, s.position, s.id`,
    [product.id],
  );
  // Without bundleOptions the pack comes as composed: its default selections and quantities.
  const chosen: Record<string, Record<string, number>> = given ??
  rows.reduce<Record<string, Record<string, number>>>((acc, r) => {
    if (r.is_default) (acc[String(r.option_id)] ??= {})[String(r.selection_id)] = r.default_qty;
    return acc;
  }, {});
  const selections: Record<string, Record<string, number>> = {};
  for (const [optionId, picks] of Object.entries(chosen)) {
    for (const [selectionId, qty] of Object.entries(picks)) {
      const row = rows.find((r) => r.option_id === Number(optionId) && r.selection_id === Number(selectionId));
      if (!row) throw new HttpError(400, 'This option is not available for this product.');
      if (!Number.isInteger(qty) || qty < 0 || qty > 99) throw new HttpError(400, MESSAGES.invalid);
      if (qty === 0) continue;
      if (row.stock <= 0) throw new HttpError(400, `"${localText(row.name, language)}" is out of stock.`);
      (selections[optionId] ??= {})[selectionId] = qty;
    }
  }
  for (const row of rows) {
    if (row.required && !selections[String(row.option_id)]) {
      throw new HttpError(400, `Please choose ${localText(row.label, language).toLowerCase()} for this pack.`);
    }
  }
  const key = Object.entries(selections)
    .flatMap(([o, picks]) => Object.entries(picks).map(([s, q]) => [Number(o), Number(s), q] as const))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([o, s, q]) => `${o}:${s}x${q}`)
    .join(',');
  return { options: {}, bundleSelections: selections, key, stock: product.stock };
}

/** Adds a product (with its chosen options or pack selections); the same choice again adds to its quantity. */
export async function addItem(ctx: BasketRequest, body: ParsedBodyOf<typeof basketAdd>, request: FastifyRequest, reply: FastifyReply): Promise<BasketReply> {
  const { store } = ctx;
  const qty = parseQuantity(body.quantity);
  const db = ctx.db;
  const [product] =
    body.productID > MAX_ID
      ? []
      : await db.query<ProductRow>(
          `SELECT p.id, p.type, p.name, p.stock, pp.price, pp.special_price
               FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $2
              WHERE p.id = $1 AND p.is_active`,
          [body.productID, store.storeId],
        );
  if (!product) throw new HttpError(404, 'This product is not available.');
  if (product.type !== 'configurable' && !isEmpty(body.options)) throw new HttpError(400, 'This product has no options to choose.');
  if (product.type !== 'bundle' && !isEmpty(body.bundleOptions)) throw new HttpError(400, 'This product is not a pack.');
  const choice =
    product.type === 'configurable'
      ? await configurableChoice(db, product, body.options, store.language)
      : product.type === 'bundle'
        ? await bundleChoice(db, product, body.bundleOptions, store.language)
        : { options: {}, bundleSelections: {}, key: '', stock: product.stock };

  checkStock(qty, choice.stock);
  // A guest's basket is found by their session: stored now, once the add is known to be valid.
  await storeSession(request, reply);
  const line = { productId: product.id, options: choice.options, bundleSelections: choice.bundleSelections, key: choice.key, qty };
  const basket = await addToBasket(db, ctx.owner, line, choice.stock);
  // Refused: the line already holds so many that this quantity would pass the stock.
  if (!basket) throw stockRefusal(choice.stock);
  const state = await loadBasketState(db, basket, store, ctx.owner.customerId);
  const count = state.lines.reduce((sum, l) => sum + l.qty, 0);
  const [added] = await db.query<{ id: number }>('SELECT id FROM basket_items WHERE basket_id = $1 AND product_id = $2 AND choice_key = $3', [
    basket.id,
    product.id,
    choice.key,
  ]);
  return basketReply(state, store, {
    productId: product.id,
    ...(added ? { cartItemId: added.id } : {}),
    specialPrice: product.special_price,
    price: product.price,
    qty,
    count,
    name: localText(product.name, store.language),
  });
}
