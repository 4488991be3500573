import { html, type SafeHtml } from '../html/escape-html.ts';
import type { FormState } from './checkout-forms.ts';

export interface FieldOptions {
  type?: 'text' | 'email' | 'password' | 'tel';
  autocomplete: string;
  inputmode?: 'numeric';
  hint?: string;
  required?: boolean;
}

/** The id of a field of one form: the forms of a page may share field names (sign-in and join). */
const fieldId = (form: string, name: string) => `${form}-${name}`;

/** A labelled input with its hint and its error (aria-invalid, described by the message), showing what was typed. */
export function textField(form: string, name: string, label: string, state: FormState, options: FieldOptions): SafeHtml {
  const id = fieldId(form, name);
  const error = state.errors[name];
  const described = [options.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field">
    <label for="${id}">${label}</label>
    <input
      id="${id}"
      name="${name}"
      type="${options.type ?? 'text'}"
      autocomplete="${options.autocomplete}"
      value="${state.values[name] ?? ''}"
      ${options.inputmode ? html` inputmode="${options.inputmode}"` : ''}${options.required ? html` required` : ''}${
        error ? html` aria-invalid="true"` : ''
      }${described ? html` aria-describedby="${described}"` : ''}
    />
    ${options.hint && html`<p class="hint" id="${id}-hint">${options.hint}</p>`} ${error && html`<p class="error" id="${id}-error">${error}</p>`}
  </div>`;
}

export function selectField(
  form: string,
  name: string,
  label: string,
  state: FormState,
  choices: readonly { value: string; label: string }[],
  autocomplete: string,
): SafeHtml {
  const id = fieldId(form, name);
  const error = state.errors[name];
  const chosen = state.values[name] ?? '';
  return html`<div class="field">
    <label for="${id}">${label}</label>
    <select id="${id}" name="${name}" autocomplete="${autocomplete}" ${error ? html` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
      ${choices.map((c) => html`<option value="${c.value}" ${c.value === chosen ? html` selected` : ''}>${c.label}</option>`)}
    </select>
    ${error && html`<p class="error" id="${id}-error">${error}</p>`}
  </div>`;
}

/** The message above a form that has errors at its fields (announced; the fields say what to change). */
export function formAlert(text: string | undefined): SafeHtml | '' {
  return text ? html`<p class="alert" role="alert">${text}</p>` : '';
}
