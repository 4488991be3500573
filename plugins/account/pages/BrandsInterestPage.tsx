import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '../../../core/kit/forms/Field.tsx';
import { type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { brandInterests, brandInterestsUpdate } from '../../../contracts/account.ts';
import { AccountFrame } from './AccountFrame.tsx';

function BrandForm({ brands }: { brands: { id: number; name: string; selected: boolean }[] }) {
  const ctx = usePlugin<'account'>();
  const { t } = useLingui();
  const [selected, setSelected] = useState(() => new Set(brands.filter((b) => b.selected).map((b) => b.id)));
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const reply = await ctx.api.call(brandInterestsUpdate, { body: { brandIds: [...selected] } });
      setNotice({ tone: reply.success ? 'success' : 'error', text: reply.message });
    } catch {
      setNotice({ tone: 'error', text: t`Something went wrong.` });
    }
  };
  return (
    <form className="form" onSubmit={save}>
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      <fieldset className="stack">
        <legend>
          <Trans>Tell us which brands you like: we will let you know about their sales.</Trans>
        </legend>
        {brands.map((brand) => (
          <label key={brand.id} className="checkbox">
            <input type="checkbox" checked={selected.has(brand.id)} onChange={() => toggle(brand.id)} />
            {brand.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button">
        <Trans>Save</Trans>
      </button>
    </form>
  );
}

export default function BrandsInterestPage({ signal }: PageProps) {
  const ctx = usePlugin<'account'>();
  const { t } = useLingui();
  const state = useRemote(() => ctx.api.call(brandInterests, { signal }), [], { signal, logger: ctx.logger });
  return (
    <AccountFrame title={t`Brand interests`} testId="brands-interest">
      <RemoteState state={state}>{(data) => <BrandForm brands={data.brands} />}</RemoteState>
    </AccountFrame>
  );
}
