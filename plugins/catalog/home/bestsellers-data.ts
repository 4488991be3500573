/**
 * Spec 02 section 8: a bestseller load failure keeps whatever was loaded. The loader answers the
 * last list it got (nothing before the first success) when a load fails, and says why to `failed`;
 * a cancelled load (the shopper left the page) is not a failure.
 */
export function keepLoaded<T>(
  load: (signal: AbortSignal) => Promise<readonly T[]>,
  failed: (error: unknown) => void,
): (signal: AbortSignal) => Promise<readonly T[]> {
  let kept: readonly T[] = [];
  return async (signal) => {
    try {
      kept = await load(signal);
    } catch (error) {
      if (signal.aborted) throw error;
      failed(error);
    }
    return kept;
  };
}
