import type { SyncHook } from 'tapable';
import type { ConsentState } from '../kernel/events.ts';

/**
 * The Hydrogen-style `canTrack` gate and queue that every tracker uses: until the visitor has
 * chosen, work is queued (each call kept, in order, up to `limit`); once consent allows the
 * tracker the queue runs and later work runs at once; when the choice does not allow it, the
 * queue is dropped and later work too. A later change of mind opens or closes the gate again.
 */
export interface ConsentGate {
  /** Runs now, later (after consent), or never. */
  run(work: () => void): void;
  readonly state: 'pending' | 'open' | 'closed';
}

export interface ConsentGateOptions {
  /** Called once, the first time the gate opens (load the tracker's script here). */
  onFirstOpen?: (consent: ConsentState) => void;
  /** Called on every consent change while the tracker is allowed (e.g. Consent Mode updates). */
  onChange?: (consent: ConsentState) => void;
  /** Queue size while the visitor has not chosen; older work is dropped past it. */
  limit?: number;
}

/** Runs every item even if one throws; the first error is rethrown for the kernel to log. */
function runAll(work: Array<() => void>): void {
  let failure: unknown = null;
  for (const item of work) {
    try {
      item();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== null) throw failure;
}

export function createConsentGate(
  consentChanged: Pick<SyncHook<[ConsentState]>, 'tap'>,
  name: string,
  allowed: (consent: ConsentState) => boolean,
  options: ConsentGateOptions = {},
): ConsentGate {
  const limit = options.limit ?? 50;
  let queue: Array<() => void> = [];
  let state: ConsentGate['state'] = 'pending';
  let opened = false;

  consentChanged.tap(name, (consent) => {
    if (allowed(consent)) {
      state = 'open';
      if (!opened) {
        opened = true;
        options.onFirstOpen?.(consent);
      }
      options.onChange?.(consent);
      const pending = queue;
      queue = [];
      runAll(pending);
    } else if (consent.given) {
      state = 'closed';
      queue = [];
    }
  });

  return {
    run(work) {
      if (state === 'open') work();
      else if (state === 'pending') {
        queue.push(work);
        if (queue.length > limit) queue.shift();
      }
    },
    get state() {
      return state;
    },
  };
}
