/** `{{group.name}}`, spaces inside the braces allowed: `{{ store.shopName }}`. */
const VARIABLE = /\{\{\s*([A-Za-z]+\.[A-Za-z]+)\s*\}\}/g;

/** A template's values by variable name: `'store.shopName' → 'Summit UK'`. */
export type TemplateValues = Readonly<Record<string, string>>;

export interface FilledTemplate {
  text: string;
  /** Variables the template names that have no value (they are left empty). */
  missing: string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put inside HTML, between tags or in a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * Fills a block's template variables. In `html` mode (a block's content) each value is escaped,
 * so that a name like `<b>Al</b>` stays text and cannot add markup; in `text` mode (a title)
 * values go in as they are. A variable without a value becomes empty and is reported.
 */
export function fillTemplate(template: string, values: TemplateValues, mode: 'html' | 'text'): FilledTemplate {
  const missing = new Set<string>();
  const text = template.replace(VARIABLE, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) {
      missing.add(name);
      return '';
    }
    return mode === 'html' ? escapeHtml(value) : value;
  });
  return { text, missing: [...missing] };
}
