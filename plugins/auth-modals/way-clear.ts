import { subscribe } from 'valtio';
import type { ShellState } from '../../core/plugin-api.ts';

/** A modal dialog in the top layer: the shell's modal container, or a plugin's own (the blocking cookie banner). */
function hasModalDialog(doc: Document): boolean {
  try {
    return doc.querySelector('dialog:modal') !== null;
  } catch {
    // A browser without :modal (older than 2022) has no way to tell; the shell's state still counts.
    return false;
  }
}

/** Another modal is on screen: the shell's slot is taken, or some dialog is open as a modal. */
export function isAnotherModalOpen(shell: Readonly<ShellState>, doc: Document): boolean {
  return shell.modal !== null || hasModalDialog(doc);
}

/**
 * Calls `recheck` when another modal may have gone: the shell's state changed, or a dialog
 * closed or left the page (the cookie banner unmounts once answered). Returns how to stop.
 */
export function watchForClearWay(shell: Readonly<ShellState>, doc: Document, recheck: () => void): () => void {
  const unsubscribe = subscribe(shell, recheck);
  const observer = new MutationObserver(recheck);
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  return () => {
    unsubscribe();
    observer.disconnect();
  };
}
