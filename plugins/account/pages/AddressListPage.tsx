import { Trans, useLingui } from '@lingui/react/macro';
import { bcp47, displayNames, type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { addressDelete, addressList, type Address } from '../../../contracts/account.ts';
import { AccountFrame } from './AccountFrame.tsx';

export function AddressLines({ address }: { address: Omit<Address, 'id' | 'isDefaultShipping' | 'isDefaultBilling'> }) {
  // The store's language (the page's catalog), not the browser's: a Danish page names countries in Danish.
  const { i18n } = useLingui();
  const country = displayNames(bcp47(i18n.locale), { type: 'region' }).of(address.countryId) ?? address.countryId;
  return (
    <address>
      {address.firstname} {address.lastname}
      <br />
      {address.street}
      {address.street2 && (
        <>
          <br />
          {address.street2}
        </>
      )}
      <br />
      {address.postcode} {address.city}
      {address.region && `, ${address.region}`}
      <br />
      {country}
      <br />
      {address.telephone}
    </address>
  );
}

export default function AddressListPage({ signal }: PageProps) {
  const ctx = usePlugin<'account'>();
  const { t } = useLingui();
  const state = useRemote(() => ctx.api.call(addressList, { signal }), [], { signal, logger: ctx.logger });
  const remove = async (id: number) => {
    if (!window.confirm(t`Delete this address?`)) return;
    try {
      const reply = await ctx.api.call(addressDelete, { params: { id } });
      ctx.shell.alert('success', reply.message);
    } catch (error) {
      ctx.shell.alert('error', error instanceof Error ? error.message : t`Something went wrong.`);
    }
    state.reload();
  };
  return (
    <AccountFrame title={t`Addresses`} testId="address-list">
      <p>
        <ctx.RouteLink to="address-new" className="button">
          <Trans>Add a new address</Trans>
        </ctx.RouteLink>
      </p>
      <RemoteState state={state}>
        {({ items }) =>
          items.length === 0 ? (
            <p>
              <Trans>You have no saved address yet.</Trans>
            </p>
          ) : (
            <ul className="card-grid" style={{ listStyle: 'none', padding: 0 }}>
              {items.map((address) => (
                <li key={address.id} className="card stack" data-testid="address-card">
                  <div className="row">
                    {address.isDefaultShipping && (
                      <span className="badge">
                        <Trans>Default delivery address</Trans>
                      </span>
                    )}
                    {address.isDefaultBilling && (
                      <span className="badge">
                        <Trans>Default billing address</Trans>
                      </span>
                    )}
                  </div>
                  <AddressLines address={address} />
                  <div className="row">
                    <ctx.RouteLink to="address-edit" params={{ addressId: address.id }}>
                      <Trans>Edit</Trans>
                    </ctx.RouteLink>
                    <button type="button" className="link-button" onClick={() => void remove(address.id)}>
                      <Trans>Delete</Trans>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </RemoteState>
    </AccountFrame>
  );
}
