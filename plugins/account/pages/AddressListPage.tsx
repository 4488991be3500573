import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../core/kernel/plugin.ts';
import { useLoad } from '../../../core/ui/use-load.ts';
import { addressDelete, addressList, type Address } from '../api.ts';
import type { AccountDeps } from '../deps.ts';
import { AccountFrame, LoadState } from './AccountFrame.tsx';

export function AddressLines({ address }: { address: Omit<Address, 'id' | 'isDefaultShipping' | 'isDefaultBilling'> }) {
  const country = new Intl.DisplayNames(undefined, { type: 'region' }).of(address.countryId) ?? address.countryId;
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

export function createPage({ ctx }: AccountDeps): ComponentType<PageProps> {
  return function AddressListPage({ signal }: PageProps) {
    const { t } = useLingui();
    const [state, reload] = useLoad(ctx.logger, () => ctx.api.call(addressList, { signal }), []);
    const remove = async (id: number) => {
      if (!window.confirm(t`Delete this address?`)) return;
      try {
        const reply = await ctx.api.call(addressDelete, { params: { id } });
        ctx.shell.alert('success', reply.message);
      } catch (error) {
        ctx.shell.alert('error', error instanceof Error ? error.message : t`Something went wrong.`);
      }
      reload();
    };
    return (
      <AccountFrame title={t`Addresses`} testId="address-list">
        <p>
          <Link href="/customer/address/new/" className="button">
            <Trans>Add a new address</Trans>
          </Link>
        </p>
        <LoadState state={state} retry={reload}>
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
                      <Link href={`/customer/address/edit/id/${address.id}/`}>
                        <Trans>Edit</Trans>
                      </Link>
                      <button type="button" className="link-button" onClick={() => void remove(address.id)}>
                        <Trans>Delete</Trans>
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
      </AccountFrame>
    );
  };
}
