// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rememberFocus } from './focus-return.ts';

function page() {
  document.body.innerHTML = '<a href="/ski" id="link">Skis</a><main id="main" tabindex="-1"></main><dialog id="modal"></dialog>';
  return { link: document.getElementById('link')!, main: document.getElementById('main')!, dialog: document.getElementById('modal')! };
}
const closeDialog = (dialog: HTMLElement) => dialog.dispatchEvent(new Event('close'));

describe('focus after a modal that opened by itself', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('goes to the main content when nothing had it before', () => {
    const { main, dialog } = page();
    const closed = rememberFocus(document);
    closed();
    closeDialog(dialog);
    expect(document.activeElement).toBe(main);
  });

  it('goes back to the control that had it, when the browser left it on the body', () => {
    const { link, dialog } = page();
    link.focus();
    const closed = rememberFocus(document);
    link.blur();
    closed();
    closeDialog(dialog);
    expect(document.activeElement).toBe(link);
  });

  it('leaves the focus where the browser put it', () => {
    const { link, main, dialog } = page();
    const closed = rememberFocus(document);
    link.focus();
    closed();
    closeDialog(dialog);
    expect(document.activeElement).not.toBe(main);
  });
});
