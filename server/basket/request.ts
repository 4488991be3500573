import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BasketReply } from '../../contracts/basket.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { requestStore } from '../context.ts';
import type { Db } from '../db/db.ts';
import { getSession } from '../session/session.ts';
import { findBasket, type BasketOwner } from './basket-store.ts';
import { basketReply, loadBasketState } from './basket-view.ts';

export interface BasketRequest {
  db: Db;
  store: StoreConfig;
  owner: BasketOwner;
}

/** Who is asking (session, member) and in which store; basket replies are private. */
export async function basketRequest(request: FastifyRequest, reply: FastifyReply): Promise<BasketRequest> {
  const session = await getSession(request);
  reply.header('cache-control', 'private, no-store');
  return { db: request.server.summit.db, store: requestStore(request), owner: { sessionId: session.key, customerId: session.customerId } };
}

/** The owner's basket as the client sees it (an empty one when they have none). */
export async function currentBasketReply(db: Db, ctx: BasketRequest, lastAddedItem: BasketReply['lastAddedItem'] = null): Promise<BasketReply> {
  const basket = await findBasket(db, ctx.owner);
  return basketReply(await loadBasketState(db, basket, ctx.store, ctx.owner.customerId), ctx.store, lastAddedItem);
}

/** The basket of a visitor whose session is not stored yet (a first visit): empty, and nothing to read. */
export async function firstVisitBasketReply(db: Db, store: StoreConfig): Promise<BasketReply> {
  return basketReply(await loadBasketState(db, null, store, null), store, null);
}
