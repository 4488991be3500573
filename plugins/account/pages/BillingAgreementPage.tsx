import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import {
  billingAgreements,
  paymentProviderDelete,
  paymentProviderList,
  PAYMENT_PROVIDERS,
  type PaymentMethod,
  type PaymentProvider,
} from '../../../contracts/account.ts';
import { PaymentMethodIcon } from '../../../core/kit/payment/PaymentMethodIcon.tsx';
import { AccountFrame } from './AccountFrame.tsx';

const ddmmyyyy = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
};

type ProviderState = { items: PaymentMethod[]; message?: string };

/** payment-provider-list per provider: a reply with a message is shown as is; failures are logged and ignored. */
function PaymentDetails({ signal, onChange }: { signal: AbortSignal; onChange: () => void }) {
  const ctx = usePlugin<'account'>();
  const { t } = useLingui();
  const [lists, setLists] = useState<Partial<Record<PaymentProvider, ProviderState>>>({});
  const [version, setVersion] = useState(0);
  useEffect(() => {
    for (const provider of PAYMENT_PROVIDERS) {
      ctx.api.call(paymentProviderList, { params: { provider }, signal }).then(
        (reply) => setLists((current) => ({ ...current, [provider]: reply })),
        (error: unknown) => ctx.logger.warn(`payment-provider-list ${provider} failed`, error),
      );
    }
  }, [ctx, signal, version]);
  const remove = async (method: PaymentMethod) => {
    if (!window.confirm(t`Delete ${method.label}?`)) return;
    try {
      const reply = await ctx.api.call(paymentProviderDelete, { body: { provider: method.provider, agreementId: method.agreementId } });
      ctx.shell.alert(reply.success ? 'success' : 'error', reply.message);
    } catch (error) {
      ctx.shell.alert('error', error instanceof Error ? error.message : t`Something went wrong.`);
    }
    setVersion((n) => n + 1);
    onChange();
  };
  const title: Record<PaymentProvider, string> = { card: t`Saved cards`, wallet: t`Online wallet accounts` };
  return (
    <>
      {PAYMENT_PROVIDERS.map((provider) => {
        const list = lists[provider];
        return (
          <section key={provider} data-testid={`payment-${provider}`}>
            <h2>{title[provider]}</h2>
            {list?.message && <p>{list.message}</p>}
            {list && list.items.length === 0 && !list.message && (
              <p className="muted">
                <Trans>Nothing saved.</Trans>
              </p>
            )}
            <ul className="stack" style={{ listStyle: 'none', padding: 0 }}>
              {list?.items.map((method) => (
                <li key={method.agreementId} className="card row" style={{ justifyContent: 'space-between' }}>
                  <span data-testid="payment-method">
                    <PaymentMethodIcon code={method.methodCode} /> <strong>{method.label}</strong> · {method.detail}
                    {method.expires && (
                      <>
                        {' · '}
                        <Trans>expires {method.expires}</Trans>
                      </>
                    )}
                  </span>
                  <button type="button" className="link-button" onClick={() => void remove(method)}>
                    <Trans>Delete</Trans>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

export default function BillingAgreementPage({ signal }: PageProps) {
  const ctx = usePlugin<'account'>();
  const { t } = useLingui();
  const state = useRemote(() => ctx.api.call(billingAgreements, { signal }), [], { signal, logger: ctx.logger });
  return (
    <AccountFrame title={t`Payment details`} testId="billing-agreements">
      <PaymentDetails signal={signal} onChange={state.reload} />
      <h2>
        <Trans>Billing agreements</Trans>
      </h2>
      <RemoteState state={state}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="muted">
              <Trans>You have no billing agreement.</Trans>
            </p>
          ) : (
            <table className="data-table">
              <thead>
                <tr>
                  <th>
                    <Trans>Reference</Trans>
                  </th>
                  <th>
                    <Trans>Method</Trans>
                  </th>
                  <th>
                    <Trans>Created</Trans>
                  </th>
                  <th>
                    <Trans>Status</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((agreement) => (
                  <tr key={agreement.id}>
                    <td>{agreement.referenceId}</td>
                    <td>{agreement.method}</td>
                    <td>{ddmmyyyy(agreement.createdAt)}</td>
                    <td>{agreement.status === 'active' ? t`Active` : t`Cancelled`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </RemoteState>
    </AccountFrame>
  );
}
