import { useLingui } from '@lingui/react/macro';
import { useId, type Ref } from 'react';
import type { ProductDetail } from '../../../contracts/catalog.ts';

type ProductOption = ProductDetail['options'][number];

/** One option's select (length, size...), its error under it, marked and described by it. */
export function OptionSelect({
  option,
  label,
  value,
  error,
  selectRef,
  onChoose,
}: {
  option: ProductOption;
  label: string;
  value: number | undefined;
  error: string | null;
  selectRef?: Ref<HTMLSelectElement> | undefined;
  onChoose(valueId: number | undefined): void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={`purchase__field${error ? ' purchase__field--error' : ''}`}>
      <label htmlFor={id} data-testid="feature-label">
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChoose(event.target.value ? Number(event.target.value) : undefined)}
      >
        <option value="">{t`Choose`}</option>
        {option.values.map((choice) => (
          <option key={choice.valueId} value={choice.valueId} disabled={!choice.inStock}>
            {choice.inStock ? choice.label : t`${choice.label} (sold out)`}
          </option>
        ))}
      </select>
      {error && (
        <p className="purchase__error" id={`${id}-error`} data-testid="option-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The quantity as typed (kept when wrong), with the site's own error under it. */
export function QuantityField({
  typed,
  error,
  inputRef,
  onType,
}: {
  typed: string;
  error: string | null;
  inputRef?: Ref<HTMLInputElement> | undefined;
  onType(text: string): void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={`purchase__field purchase__field--qty${error ? ' purchase__field--error' : ''}`}>
      <label htmlFor={id}>{t`Quantity`}</label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={typed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onType(event.target.value)}
      />
      {error && (
        <p className="purchase__error" id={`${id}-error`} data-testid="quantity-error">
          {error}
        </p>
      )}
    </div>
  );
}
