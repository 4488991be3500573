import { useLingui } from '@lingui/react';
import { useCallback, useState, type FormEvent } from 'react';
import { ruleMessage } from './messages.ts';
import { validateValues, type RulesInput } from './validators.ts';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** One field of a form: everything about it in one place. */
export interface FieldSpec {
  /** Visible label: shown with the input and named in the field's messages. */
  label: string;
  /** The value when the form opens; empty when not given. */
  initial?: string;
  /** The shared validators' rules; a field without rules is never in error. */
  rules?: RulesInput | undefined;
}

/** The form's fields by name, in the order they are shown. */
export type FormSpec<F extends string> = Record<F, FieldSpec>;

/** What an input needs to show one field and write it back: spread it into `<Field>` or `<SelectField>`. */
export interface FieldBinding<F extends string> {
  name: F;
  label: string;
  value: string;
  error: string | undefined;
  onValue(value: string): void;
}

export interface Form<F extends string> {
  values: Record<F, string>;
  errors: FormErrors<F>;
  submitting: boolean;
  set(field: F, value: string): void;
  setValues(values: Partial<Record<F, string>>): void;
  /** The field's name, label, value, error and setter, for its input. */
  field(name: F): FieldBinding<F>;
  /** Validates every field; calls `send` only when all pass (no call is made for bad input). */
  handleSubmit(send: (values: Record<F, string>) => Promise<void>): (event?: FormEvent) => Promise<void>;
}

function initialValues<F extends string>(spec: FormSpec<F>): Record<F, string> {
  return Object.fromEntries(Object.entries<FieldSpec>(spec).map(([name, field]) => [name, field.initial ?? ''])) as Record<F, string>;
}

function rulesOf<F extends string>(spec: FormSpec<F>): Partial<Record<F, RulesInput>> {
  return Object.fromEntries(Object.entries<FieldSpec>(spec).flatMap(([name, field]) => (field.rules ? [[name, field.rules]] : []))) as Partial<
    Record<F, RulesInput>
  >;
}

/**
 * A form's values and field errors, validated with the shared validators in the active locale.
 * The spec is read at each render: rules may change with the form's state (a password asked for only when changing it).
 */
export function useForm<F extends string>(spec: FormSpec<F>): Form<F> {
  const { i18n } = useLingui();
  const [values, setAll] = useState<Record<F, string>>(() => initialValues(spec));
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [submitting, setSubmitting] = useState(false);

  const set = useCallback((field: F, value: string) => {
    setAll((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  const setValues = useCallback((next: Partial<Record<F, string>>) => setAll((current) => ({ ...current, ...next })), []);

  const field = (name: F): FieldBinding<F> => ({
    name,
    label: spec[name].label,
    value: values[name],
    error: errors[name],
    onValue: (value) => set(name, value),
  });

  const handleSubmit = (send: (values: Record<F, string>) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    const failures = validateValues(values, rulesOf(spec));
    const labelOf = (other: string) => (other in spec ? spec[other as F].label : other);
    const found: FormErrors<F> = {};
    for (const name of Object.keys(failures) as F[]) found[name] = ruleMessage(i18n, failures[name]!, spec[name].label, labelOf);
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

  return { values, errors, submitting, set, setValues, field, handleSubmit };
}
