/**
 * JSON that is safe inside <script>: `<` escaped so that no `</script>` or `<!--` in a value can
 * end the element early (the store config, the first render's state, structured data).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
