import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  error?: string;
  onValue(value: string): void;
  min: number;
  max: number;
}

/** The message: a text area with its length, its error under it (linked by aria-describedby). */
export function MessageField({ label, value, error, onValue, min, max }: Props) {
  const id = useId();
  const length = value.trim().length;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name="message"
        rows={7}
        value={value}
        maxLength={max}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p className="field__hint" id={`${id}-hint`}>
        <Trans>
          <Plural value={min} one="At least # character" other="At least # characters" /> ({length} / {max})
        </Trans>
      </p>
      {error && (
        <p className="field__error" id={`${id}-error`} data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
