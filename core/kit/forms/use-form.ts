import { useLingui } from '@lingui/react';
import { useCallback, useState, type FormEvent } from 'react';
import { ruleMessage } from './messages.ts';
import { validateValues, type RulesInput } from './validators.ts';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

export interface FormSpec<F extends string> {
  initial: Record<F, string>;
  rules: Partial<Record<F, RulesInput>>;
  /** Visible label of each field, used in its messages. */
  labels: Record<F, string>;
}

export interface Form<F extends string> {
  values: Record<F, string>;
  errors: FormErrors<F>;
  submitting: boolean;
  set(field: F, value: string): void;
  setValues(values: Partial<Record<F, string>>): void;
  /** Validates every field; calls `send` only when all pass (no call is made for bad input). */
  handleSubmit(send: (values: Record<F, string>) => Promise<void>): (event?: FormEvent) => Promise<void>;
}

/** A form's values and field errors, validated with the shared validators in the active locale. */
export function useForm<F extends string>(spec: FormSpec<F>): Form<F> {
  const { i18n } = useLingui();
  const [values, setAll] = useState<Record<F, string>>(spec.initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [submitting, setSubmitting] = useState(false);

  const set = useCallback((field: F, value: string) => {
    setAll((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  const setValues = useCallback((next: Partial<Record<F, string>>) => setAll((current) => ({ ...current, ...next })), []);

  const handleSubmit = (send: (values: Record<F, string>) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    const failures = validateValues(values, spec.rules);
    const found: FormErrors<F> = {};
    for (const field of Object.keys(failures) as F[]) {
      found[field] = ruleMessage(i18n, failures[field]!, spec.labels[field], (other) => spec.labels[other as F] ?? other);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field in error gets the focus, so keyboard and screen-reader users land on it.
      const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
      requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSubmitting(true);
    try {
      await send(values);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, set, setValues, handleSubmit };
}
