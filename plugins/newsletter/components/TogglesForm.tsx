import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { failureMessages } from '../newsletter-errors.ts';
import { CallResult, type Outcome } from './CallResult.tsx';

export interface Toggle<K extends string> {
  key: K;
  label: string;
  hint?: ReactNode;
}

interface Props<K extends string> {
  legend: string;
  toggles: readonly Toggle<K>[];
  initial: Readonly<Record<K, boolean>>;
  /** Sends the values; resolves with what the server now holds, rejects with the reply's errors. */
  save(values: Record<K, boolean>): Promise<Record<K, boolean>>;
  success: string;
  testId: string;
}

function ToggleRow<K extends string>({ toggle, checked, onChange }: { toggle: Toggle<K>; checked: boolean; onChange(checked: boolean): void }) {
  const hintId = useId();
  return (
    <div className="newsletter-toggle">
      <label className="checkbox">
        <input
          type="checkbox"
          name={toggle.key}
          checked={checked}
          aria-describedby={toggle.hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {toggle.label}
      </label>
      {toggle.hint && (
        <p className="field__hint" id={hintId}>
          {toggle.hint}
        </p>
      )}
    </div>
  );
}

/** A few on/off settings saved together (shop preferences, personalisation, notifications). */
export function TogglesForm<K extends string>({ legend, toggles, initial, save, success, testId }: Props<K>) {
  const { t } = useLingui();
  const [values, setValues] = useState<Record<K, boolean>>({ ...initial });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      setValues(await save(values));
      setOutcome({ tone: 'success', messages: [success] });
    } catch (error) {
      setOutcome({ tone: 'error', messages: failureMessages(error, t`Your choices could not be saved. Please try again.`) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form form--wide" onSubmit={(event) => void submit(event)} data-testid={testId}>
      <fieldset className="newsletter-choices">
        <legend>{legend}</legend>
        {toggles.map((toggle) => (
          <ToggleRow key={toggle.key} toggle={toggle} checked={values[toggle.key]} onChange={(checked) => setValues({ ...values, [toggle.key]: checked })} />
        ))}
      </fieldset>
      <CallResult outcome={outcome} />
      <button type="submit" className="button" aria-disabled={busy}>
        <Trans>Save</Trans>
      </button>
    </form>
  );
}
