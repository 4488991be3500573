import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError, usePlugin } from '../../../core/plugin-api.ts';
import { AddressFieldset, useAddressForm } from '../../../core/kit/forms/AddressFieldset.tsx';
import { FormMessage } from '../../../core/kit/forms/Field.tsx';
import { selfCancelOrder, selfEditAddressOrder, type CustomerOrder } from '../../../contracts/orders.ts';

type Outcome = { success: true; message: string } | { success: false; message: string };

/** Spec 01 section 4: a success only on HTTP 200; otherwise the server message, or 'Something went wrong.' */
async function outcome(call: () => Promise<{ message: string }>, fallback: string): Promise<Outcome> {
  try {
    const reply = await call();
    return { success: true, message: reply.message };
  } catch (error) {
    const message = error instanceof ApiError && error.body?.message ? error.body.message : fallback;
    return { success: false, message };
  }
}

export function OrderActions({ order, countries, onChanged }: { order: CustomerOrder; countries: { code: string; name: string }[]; onChanged: () => void }) {
  const ctx = usePlugin<'orders'>();
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [result, setResult] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useAddressForm(order.shippingAddress);
  const fallback = t`Something went wrong.`;
  const body = { store_id: ctx.store.storeId, order_id: order.id };

  const cancel = async () => {
    setBusy(true);
    const done = await outcome(() => ctx.api.call(selfCancelOrder, { body }), fallback);
    setBusy(false);
    setConfirming(false);
    setResult(done);
    if (done.success) onChanged();
  };
  const saveAddress = form.handleSubmit(async (address) => {
    const done = await outcome(() => ctx.api.call(selfEditAddressOrder, { body: { ...body, address } }), fallback);
    setResult(done);
    if (done.success) {
      setEditing(false);
      onChanged();
    }
  });

  if (!order.isSelfCancelEnable && !order.isSelfEditEnable) {
    return result ? <FormMessage tone={result.success ? 'success' : 'error'}>{result.message}</FormMessage> : null;
  }
  return (
    <div className="stack" data-testid="order-actions">
      {result && <FormMessage tone={result.success ? 'success' : 'error'}>{result.message}</FormMessage>}
      <div className="order-actions">
        {order.isSelfCancelEnable &&
          (confirming ? (
            <>
              <span>
                <Trans>Cancel this order? This cannot be undone.</Trans>
              </span>
              <button type="button" className="button" disabled={busy} onClick={() => void cancel()}>
                <Trans>Yes, cancel the order</Trans>
              </button>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                <Trans>Keep the order</Trans>
              </button>
            </>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
              <Trans>Cancel the order</Trans>
            </button>
          ))}
        {order.isSelfEditEnable && !editing && (
          <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
            <Trans>Change the delivery address</Trans>
          </button>
        )}
      </div>
      {editing && (
        <form className="form form--wide card" onSubmit={saveAddress} noValidate data-testid="order-address-form">
          <h2>
            <Trans>New delivery address</Trans>
          </h2>
          <AddressFieldset form={form} countries={countries} />
          <div className="row">
            <button type="submit" className="button" disabled={form.submitting}>
              <Trans>Save the delivery address</Trans>
            </button>
            <button type="button" className="button button--secondary" onClick={() => setEditing(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
