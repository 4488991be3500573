/** What the gate needs of a consent state: whether the visitor has chosen (the rest is the tracker's predicate's). */
export interface ConsentChoice {
  given: boolean;
}

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

export interface ConsentGateOptions<S extends ConsentChoice> {
  /** Called once, the first time the gate opens (load the tracker's script here). */
  onFirstOpen?: (consent: S) => void;
  /** Called on every consent change while the tracker is allowed (e.g. Consent Mode updates). */
  onChange?: (consent: S) => void;
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

/** `onConsent` subscribes to the consent changes (a tracker passes `ctx.on.consentChanged`). */
export function createConsentGate<S extends ConsentChoice>(
  onConsent: (listener: (consent: S) => void) => void,
  allowed: (consent: S) => boolean,
  options: ConsentGateOptions<S> = {},
): ConsentGate {
  const limit = options.limit ?? 50;
  let queue: Array<() => void> = [];
  let state: ConsentGate['state'] = 'pending';
  let opened = false;

  onConsent((consent) => {
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
