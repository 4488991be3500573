/** Loads a list, answering the last one it got when a load fails. */
export interface KeptLoader<T> {
  (signal: AbortSignal): Promise<readonly T[]>;
  /** A list that came another way (the server's page): the one to keep until a load succeeds. */
  keep(list: readonly T[]): void;
}

/**
 * Spec 02 section 8: a bestseller load failure keeps whatever was loaded. The loader answers the
 * last list it got (nothing before the first success) when a load fails, and says why to `failed`;
 * a cancelled load (the shopper left the page) is not a failure.
 */
export function keepLoaded<T>(load: (signal: AbortSignal) => Promise<readonly T[]>, failed: (error: unknown) => void): KeptLoader<T> {
  let kept: readonly T[] = [];
  const loader = async (signal: AbortSignal) => {
    try {
      kept = await load(signal);
    } catch (error) {
      if (signal.aborted) throw error;
      failed(error);
    }
    return kept;
  };
  return Object.assign(loader, {
    keep(list: readonly T[]) {
      kept = list;
    },
  });
}
