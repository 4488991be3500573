/**
 * Where the keyboard goes back to when a modal that opened by itself closes. The browser puts the
 * focus back on what had it before the dialog opened, but a modal that opens as a page loads had
 * nothing to go back to (or the link that led here is gone): the focus would fall to the body and
 * the next Tab would start over at the top. It goes to the page's main content instead.
 */
export function rememberFocus(doc: Document): () => void {
  const before = doc.activeElement;
  const restore = () => {
    if (doc.activeElement && doc.activeElement !== doc.body) return;
    const target = before instanceof HTMLElement && before !== doc.body && before.isConnected ? before : doc.getElementById('main');
    target?.focus({ preventScroll: true });
  };
  // The dialog's own focus restoring runs as it closes; its close event follows.
  return () => doc.addEventListener('close', restore, { capture: true, once: true });
}
