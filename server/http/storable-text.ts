/**
 * Where a request value holds text PostgreSQL cannot store: NUL (text and jsonb refuse it) or a
 * lone UTF-16 surrogate (not valid Unicode; jsonb refuses its escape). Returns the field's path,
 * or null when every string is storable. Checked once for every endpoint, so that no contract
 * can forget it and no such value reaches the database as a 500.
 */
export function unstorableTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorable(value) ? null : path || '(value)';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextAt(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorable(key)) return `${path}.(key)`;
      const found = unstorableTextAt(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isStorable(text: string): boolean {
  return !text.includes('\0') && !LONE_SURROGATE.test(text);
}
