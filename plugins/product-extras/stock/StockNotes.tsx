import { Plural, Trans } from '@lingui/react/macro';
import { getStockDelivery, getStockMessages, type StockDelivery, type StockMessage } from '../../../contracts/product-extras.ts';
import type { ApiClient } from '../../../core/api/client.ts';
import type { PluginContext } from '../../../core/kernel/plugin.ts';
import type { StoreConfig } from '../../../core/store/types.ts';
import { useRemote } from '../../../core/ui/use-remote.ts';

interface StockNote {
  message: StockMessage;
  /** The next delivery of what is sold out, if one is on its way. */
  delivery: StockDelivery | null;
}

/** What is sold out or nearly, each with the next delivery of it (get-stock-messages, get-stock-delivery). */
export async function loadStockNotes(api: ApiClient, store: Pick<StoreConfig, 'storeId'>, productId: number, signal?: AbortSignal): Promise<StockNote[]> {
  const query = { storeId: store.storeId, productId };
  const [{ messages }, { deliveries }] = await Promise.all([api.call(getStockMessages, { query, signal }), api.call(getStockDelivery, { query, signal })]);
  return messages.map((message) => ({
    message,
    delivery: message.level === 'sold-out' ? (deliveries.find((d) => d.valueId === message.valueId) ?? null) : null,
  }));
}

function Note({ note, locale }: { note: StockNote; locale: string }) {
  const { message, delivery } = note;
  const label = message.label;
  const quantity = message.quantity;
  const date = delivery ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }).format(new Date(`${delivery.expectedDate}T12:00:00`)) : null;
  if (message.level === 'low') {
    return (
      <li className="stock-notes__low">
        {label === null ? (
          <Plural value={quantity} one="Only # left" other="Only # left" />
        ) : (
          <Trans>
            {label}: <Plural value={quantity} one="only # left" other="only # left" />
          </Trans>
        )}
      </li>
    );
  }
  return (
    <li className="stock-notes__out">
      {label === null ? (
        date ? (
          <Trans>Sold out, back in stock around {date}</Trans>
        ) : (
          <Trans>Sold out</Trans>
        )
      ) : date ? (
        <Trans>
          {label}: sold out, back in stock around {date}
        </Trans>
      ) : (
        <Trans>{label}: sold out</Trans>
      )}
    </li>
  );
}

/** Stock messages under the purchase form; nothing while they load or when they fail (they are a hint). */
export function StockNotes({ ctx, productId }: { ctx: PluginContext<'product-extras'>; productId: number }) {
  const notes = useRemote((s) => loadStockNotes(ctx.api, ctx.store, productId, s), [productId], { logger: ctx.logger });
  if (notes.status !== 'ready' || notes.data.length === 0) return null;
  return (
    <ul className="stock-notes" data-testid="stock-messages">
      {notes.data.map((note) => (
        <Note key={note.message.valueId ?? 'product'} note={note} locale={ctx.store.locale.replace('_', '-')} />
      ))}
    </ul>
  );
}
