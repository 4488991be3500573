import type { AuthModalChoice } from './modal-rules.ts';

export interface GateDeps {
  /** No other modal is open or about to be: the shell's modal slot, a plugin's own modal dialog, the blocking cookie banner. */
  isWayClear(): boolean;
  /** Shows the modal. */
  open(choice: AuthModalChoice): void;
  /** Calls `recheck` whenever the way may have cleared; returns how to stop. */
  watch(recheck: () => void): () => void;
  /** Whether a modal was shown earlier in the visit (the opener remembers it once one is on screen). */
  visit: Pick<VisitMemory, 'shownBefore'>;
}

export interface VisitMemory {
  shownBefore(): boolean;
  markShown(): void;
}

export interface ModalGate {
  /** A page wants its modal: shown now, or once the way is clear; never twice in a visit. */
  request(choice: AuthModalChoice): void;
  /** The visitor asked (the account button): shown now, unless cookie errors exist; says whether it showed. */
  openNow(choice: AuthModalChoice): boolean;
  /** The way may have cleared (the cookie banner was answered): a waiting modal shows if it has. */
  recheck(): void;
  /** The page changed: a modal still waiting was for the page left behind. */
  dropPending(): void;
  /** Cookie errors exist (a consent save failed): no modal for the rest of the page's life. */
  block(): void;
  readonly blocked: boolean;
}

/**
 * When the register and login modals may show: at most once per visit by themselves (an
 * opening by the visitor counts), never over another plugin's modal or an unanswered cookie
 * banner (they wait until it is gone), and never again once cookie errors exist.
 */
export function createModalGate(deps: GateDeps): ModalGate {
  let shown = false;
  let blocked = false;
  let pending: AuthModalChoice | null = null;
  let stopWatching: (() => void) | null = null;

  const stopWaiting = () => {
    pending = null;
    stopWatching?.();
    stopWatching = null;
  };
  const show = (choice: AuthModalChoice) => {
    stopWaiting();
    shown = true;
    deps.open(choice);
  };
  const recheck = () => {
    if (pending && deps.isWayClear()) show(pending);
  };

  return {
    request(choice) {
      if (blocked || shown || pending || deps.visit.shownBefore()) return;
      if (deps.isWayClear()) return show(choice);
      pending = choice;
      stopWatching = deps.watch(recheck);
    },
    openNow(choice) {
      if (blocked) return false;
      show(choice);
      return true;
    },
    recheck,
    dropPending: stopWaiting,
    block() {
      blocked = true;
      stopWaiting();
    },
    get blocked() {
      return blocked;
    },
  };
}
