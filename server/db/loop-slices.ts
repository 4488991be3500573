/** Runs database work one piece at a time, first come first served, yielding to the event loop when a slice is used up. */
export type InSlice = <T>(run: () => Promise<T>) => Promise<T>;

/** How long database work may hold the event loop before it lets the loop read sockets and accept connections. */
export const SLICE_MS = 3;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs statements on the event loop's own thread, and its queue runs every waiting one in
 * a single go. Under a crowd one pass of the loop then holds a hundred statements (over 150 ms),
 * and a shopper who connects meanwhile waits seconds before their request is read. Yielding
 * between every two statements fixes that but lets the loop admit more requests than the database
 * can serve, which costs memory and the latency of pages that need several statements. So work
 * runs back to back until it has held the loop for a slice, then waits one turn of the loop.
 */
export function loopSlices(sliceMs = SLICE_MS, now: () => number = () => performance.now()): InSlice {
  let previous: Promise<unknown> = Promise.resolve();
  let sliceStartedAt = 0;
  let loopTurned = true;
  const startSlice = () => {
    sliceStartedAt = now();
    loopTurned = false;
    setImmediate(() => {
      loopTurned = true;
    });
  };
  const begin = async () => {
    if (loopTurned) startSlice();
    else if (now() - sliceStartedAt >= sliceMs) {
      await nextTurn();
      startSlice();
    }
  };
  return (run) => {
    const piece = previous.then(begin).then(run);
    previous = piece.catch(() => undefined);
    return piece;
  };
}
