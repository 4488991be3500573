import { Trans } from '@lingui/react/macro';
import { callLoaded, dateFormat, type PluginContext, type ReplyOf, usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import type { productDispatchDate } from '../../../contracts/catalog.ts';
import type { country } from '../../../contracts/stores.ts';

export type DeliveryEstimate = ReplyOf<typeof productDispatchDate>;
export type DeliveryCountryReply = ReplyOf<typeof country>;

/** Spec 02 section 7: product-dispatch-date for one product, to the session's delivery country. */
export const loadEstimate = (ctx: PluginContext<'catalog'>, productId: number, signal: AbortSignal): Promise<DeliveryEstimate> =>
  callLoaded(ctx.api, async () => (await import('../../../contracts/catalog.ts')).productDispatchDate, {
    query: { storeId: ctx.store.storeId, returnTimestamps: '1', productIds: String(productId), deliveryCountry: ctx.session.deliveryCountry.slice(0, 2) },
    signal,
  });

/** Spec 02 section 7: the session's delivery country, by code and store. */
export const loadCountry = (ctx: PluginContext<'catalog'>, signal: AbortSignal): Promise<DeliveryCountryReply> =>
  callLoaded(ctx.api, async () => (await import('../../../contracts/stores.ts')).country, {
    query: { country: ctx.session.deliveryCountry.slice(0, 2), storeId: ctx.store.storeId },
    signal,
  });

interface DeliveryProps {
  productId: number;
  signal: AbortSignal;
  /** The estimate the server fetched for its page. */
  initial?: DeliveryEstimate | undefined;
}

/** The estimated delivery window of a product; a failure shows nothing (spec: logged only). */
export function Delivery({ productId, signal, initial }: DeliveryProps) {
  const ctx = usePlugin<'catalog'>();
  const estimate = useRemote((s) => loadEstimate(ctx, productId, s), [productId], {
    // A failure shows nothing; it is only logged (spec 01 section 8).
    signal,
    logger: ctx.logger,
    initial,
  });
  const item = estimate.status === 'ready' ? estimate.data.items[0] : undefined;
  if (!item) return null;
  const format = dateFormat(ctx.store.currency.priceLocale, { day: '2-digit', month: '2-digit', timeZone: ctx.store.timeZone });
  const from = format.format(new Date(item.estimatedDeliveryTimestampStart * 1000));
  const to = format.format(new Date(item.estimatedDeliveryTimestampEnd * 1000));
  return (
    <p className="product__delivery" data-testid="product-delivery">
      <Trans>
        Estimated delivery: {from} – {to}
      </Trans>
    </p>
  );
}

/**
 * Spec 02 section 3 and 7 (GET country by country and storeId): the country the estimate is for,
 * named in the store's language, or that this shop does not deliver there. Nothing on a failure.
 */
export function DeliveryCountry({ signal, initial }: { signal: AbortSignal; initial?: DeliveryCountryReply | undefined }) {
  const ctx = usePlugin<'catalog'>();
  const code = ctx.session.deliveryCountry.slice(0, 2);
  const found = useRemote((s) => loadCountry(ctx, s), [code], { signal, logger: ctx.logger, initial });
  if (found.status !== 'ready') return null;
  const { name, shipping } = found.data.country;
  return (
    <p className="product__delivery-country" data-testid="product-delivery-country">
      {shipping ? <Trans>Delivery to {name}</Trans> : <Trans>This shop does not deliver to {name}</Trans>}
    </p>
  );
}
