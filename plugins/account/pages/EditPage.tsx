import { useLingui } from '@lingui/react/macro';
import { type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { countryAddressOptions, userSync } from '../../../contracts/account.ts';
import { languageCurrency } from '../../../contracts/stores.ts';
import { AccountFrame } from './AccountFrame.tsx';
import { EditForm } from './edit/EditForm.tsx';

export default function EditPage({ signal }: PageProps) {
  const ctx = usePlugin<'account'>();
  const { t } = useLingui();
  const state = useRemote(
    async () => {
      const [user, options, choices] = await Promise.all([
        ctx.api.call(userSync, { signal }),
        ctx.api.call(countryAddressOptions, { query: { store_id: ctx.store.storeId }, signal }),
        // Spec 01 section 1: store type 7 for language and account calls.
        ctx.api.call(languageCurrency, { query: { language: ctx.store.language, store_type: 'storeType7' }, signal }),
      ]);
      return { user, countries: options.countries, ...choices };
    },
    [],
    { signal, logger: ctx.logger },
  );
  return (
    <AccountFrame title={t`Account Information`} testId="account-edit">
      <RemoteState state={state}>
        {(data) => <EditForm user={data.user} countries={data.countries} languages={data.languages} currencies={data.currencies} />}
      </RemoteState>
    </AccountFrame>
  );
}
