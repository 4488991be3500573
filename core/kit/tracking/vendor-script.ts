/**
 * A third party's script, added to the head to run asynchronously, named by a data attribute
 * (`data-tracker="gtm"`, `data-integration="dixa"`) so that it can be found again.
 */
export function appendVendorScript(doc: Document, src: string, name: Record<string, string>): HTMLScriptElement {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  Object.assign(script.dataset, name);
  doc.head.append(script);
  return script;
}
