import type { VisitMemory } from './modal-gate.ts';

const SHOWN_KEY = 'summit.auth-modal.shown';

/**
 * A visit is the browser tab's session: sessionStorage outlives page loads and client-side
 * navigation, and a new visit (a new tab, the browser reopened) may see the modal again.
 * Without storage (blocked by the browser) the memory lasts as long as the page.
 */
export function sessionVisitMemory(storage: () => Storage): VisitMemory {
  let shownInPage = false;
  return {
    shownBefore() {
      if (shownInPage) return true;
      try {
        return storage().getItem(SHOWN_KEY) === '1';
      } catch {
        return false;
      }
    },
    markShown() {
      shownInPage = true;
      try {
        storage().setItem(SHOWN_KEY, '1');
      } catch {
        // Storage is blocked: the page remembers alone.
      }
    },
  };
}
