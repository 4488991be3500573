import { NO_SUGGESTIONS, type SuggestionGroups } from './suggestion-groups.ts';

/** Spec 02 section 9: predictive search debounce. */
export const PREDICTION_DELAY_MS = 150;

export interface PredictionLoaderOptions {
  load(term: string, signal: AbortSignal): Promise<SuggestionGroups>;
  /** The suggestions for the term now in the box (never for one the shopper has typed past). */
  onResult(term: string, groups: SuggestionGroups): void;
  /** A failed load that was not cancelled; `onResult` then gets empty groups. */
  onError(term: string, error: unknown): void;
  delayMs?: number;
}

export interface PredictionLoader {
  /** The box now holds `term`: ask for it after the delay, dropping what was asked before. */
  request(term: string): void;
  dispose(): void;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Predictive suggestions as the shopper types: one request per pause of 150 ms, only for a
 * non-empty term; a newer term cancels the pending pause and aborts the request in flight, and
 * a reply for a term no longer in the box is dropped even if it arrives.
 */
export function createPredictionLoader(options: PredictionLoaderOptions): PredictionLoader {
  const delay = options.delayMs ?? PREDICTION_DELAY_MS;
  let current = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = null;
  };

  return {
    request(term) {
      if (term === current && (timer !== undefined || inFlight !== null)) return;
      cancel();
      current = term;
      if (term.trim() === '') return;
      timer = setTimeout(() => {
        timer = undefined;
        const controller = new AbortController();
        inFlight = controller;
        options.load(term, controller.signal).then(
          (groups) => {
            if (controller.signal.aborted || term !== current) return;
            inFlight = null;
            options.onResult(term, groups);
          },
          (error: unknown) => {
            if (controller.signal.aborted || isAbort(error) || term !== current) return;
            inFlight = null;
            options.onError(term, error);
            options.onResult(term, NO_SUGGESTIONS);
          },
        );
      }, delay);
    },
    dispose() {
      cancel();
      current = '';
    },
  };
}
