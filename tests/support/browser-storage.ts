/** Browser storage stand-ins for unit tests that run without jsdom, or need storage jsdom has not. */

/** A Storage in memory. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** document.cookie for name=value pairs: attributes are dropped, max-age=0 deletes; `written` lists every string set. */
export function cookieJar(): { cookie: string; readonly written: string[] } {
  const cookies = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const [name = '', ...value] = pair.split('=');
      if (attributes.includes('max-age=0')) cookies.delete(name);
      else cookies.set(name, value.join('='));
    },
  };
}
