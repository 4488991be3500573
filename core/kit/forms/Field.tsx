import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './forms.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  error?: string;
  onValue(value: string): void;
  hint?: ReactNode;
}

/** A labelled input with its error under it (linked by aria-describedby). */
export function Field({ label, value, error, onValue, hint, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {hint && !error && <p className="field__hint">{hint}</p>}
      {error && (
        <p className="field__error" id={errorId} data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface SelectFieldProps {
  label: string;
  value: string;
  error?: string;
  onValue(value: string): void;
  options: readonly { value: string; label: string }[];
  name?: string;
}

export function SelectField({ label, value, error, onValue, options, name }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={`${id}-error`} data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message above a form: the server's answer, shown as given. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-testid="form-message">
      {children}
    </div>
  );
}
