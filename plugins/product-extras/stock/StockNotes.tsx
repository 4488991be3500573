import { Plural, Trans } from '@lingui/react/macro';
import { getStockDelivery, getStockMessages, type StockDelivery, type StockMessage } from '../../../contracts/product-extras.ts';
import { type ApiClient, dateFormat, listFormat, type StoreConfig, usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';

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
  const { label, quantity } = message;
  const date = delivery ? dateFormat(locale, { day: 'numeric', month: 'long' }).format(new Date(`${delivery.expectedDate}T12:00:00`)) : null;
  if (message.level === 'low') {
    return (
      <li className="stock-notes__low">
        <Plural value={quantity} one="Only # left" other="Only # left" />
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

/** The sizes nearly sold out, in one line ("Only a few left in 26.5, 27 and 28"), not a line each. */
function FewLeft({ labels, locale }: { labels: string[]; locale: string }) {
  const sizes = listFormat(locale, { type: 'conjunction' }).format(labels);
  return (
    <li className="stock-notes__low">
      <Trans>Only a few left in {sizes}</Trans>
    </li>
  );
}

/** Stock messages under the purchase form; nothing while they load or when they fail (they are a hint). */
export function StockNotes({ productId }: { productId: number }) {
  const ctx = usePlugin<'product-extras'>();
  const notes = useRemote((s) => loadStockNotes(ctx.api, ctx.store, productId, s), [productId], { logger: ctx.logger });
  if (notes.status !== 'ready' || notes.data.length === 0) return null;
  const locale = ctx.store.locale.replace('_', '-');
  const lowSizes = notes.data.flatMap(({ message }) => (message.level === 'low' && message.label !== null ? [message.label] : []));
  const oneByOne = notes.data.filter(({ message }) => message.level !== 'low' || message.label === null);
  return (
    <ul className="stock-notes" data-testid="stock-messages">
      {oneByOne.map((note) => (
        <Note key={note.message.valueId ?? 'product'} note={note} locale={locale} />
      ))}
      {lowSizes.length > 0 && <FewLeft labels={lowSizes} locale={locale} />}
    </ul>
  );
}
