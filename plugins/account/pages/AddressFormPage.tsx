import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError, type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { AddressFieldset, useAddressForm, type AddressValues } from '../../../core/kit/forms/AddressFieldset.tsx';
import { FormMessage } from '../../../core/kit/forms/Field.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { addressCreate, addressGet, addressUpdate, countryAddressOptions, type Address } from '../../../contracts/account.ts';
import { AccountFrame } from './AccountFrame.tsx';

type Countries = { code: string; name: string }[];

/** en_GB → GB: a new address starts in the store's country. */
const storeCountry = (locale: string) => locale.split('_')[1] ?? '';

function AddressForm({ address, countries }: { address: Address | null; countries: Countries }) {
  const ctx = usePlugin<'account'>();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [defaults, setDefaults] = useState({ shipping: address?.isDefaultShipping ?? false, billing: address?.isDefaultBilling ?? false });
  const initial: Partial<AddressValues> = address ?? { countryId: storeCountry(ctx.store.locale) };
  const form = useAddressForm(initial);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const body = { ...values, isDefaultShipping: defaults.shipping, isDefaultBilling: defaults.billing };
    try {
      if (address) await ctx.api.call(addressUpdate, { params: { id: address.id }, body });
      else await ctx.api.call(addressCreate, { body });
      navigate(ctx.href('address-list') ?? '/');
    } catch (failure) {
      setError(failure instanceof ApiError && failure.body?.message ? failure.body.message : t`Something went wrong.`);
    }
  });
  return (
    <form className="form form--wide" onSubmit={submit} noValidate data-testid="address-form">
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <AddressFieldset form={form} countries={countries} />
      <label className="checkbox">
        <input type="checkbox" checked={defaults.shipping} onChange={(e) => setDefaults({ ...defaults, shipping: e.target.checked })} />
        <Trans>Use as my default delivery address</Trans>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={defaults.billing} onChange={(e) => setDefaults({ ...defaults, billing: e.target.checked })} />
        <Trans>Use as my default billing address</Trans>
      </label>
      <button type="submit" className="button" disabled={form.submitting}>
        <Trans>Save the address</Trans>
      </button>
    </form>
  );
}

export default function AddressFormPage({ resolution, signal }: PageProps) {
  const ctx = usePlugin<'account'>();
  const { t } = useLingui();
  const id = resolution.params.addressId ? Number(resolution.params.addressId) : null;
  const state = useRemote(
    async () => {
      const [address, options] = await Promise.all([
        id === null ? Promise.resolve(null) : ctx.api.call(addressGet, { params: { id }, signal }),
        ctx.api.call(countryAddressOptions, { query: { store_id: ctx.store.storeId, only_shipping: '1' }, signal }),
      ]);
      return { address, countries: options.countries };
    },
    [id],
    { signal, logger: ctx.logger },
  );
  // Someone else's address, or none: the not-found page (RemoteState).
  return (
    <AccountFrame title={id === null ? t`New address` : t`Edit the address`} testId="address-edit">
      <RemoteState state={state}>{(data) => <AddressForm address={data.address} countries={data.countries} />}</RemoteState>
    </AccountFrame>
  );
}
