/** Runs one database statement (or transaction) at a time, each in a turn of the event loop of its own. */
export type TakeTurn = <T>(run: () => Promise<T>) => Promise<T>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs statements on the event loop's own thread, and its queue runs every waiting one in
 * a single go. Under a crowd one pass of the loop then holds a hundred statements (over 150 ms),
 * and as the server takes in one new connection per pass, a shopper who connects meanwhile waits
 * seconds before the first byte of their request is read. Taking turns, the loop reads sockets
 * and accepts connections between any two statements; the order stays first come, first served.
 */
export function statementTurns(): TakeTurn {
  let previous: Promise<unknown> = Promise.resolve();
  return (run) => {
    const turn = previous.then(nextTurn).then(run);
    previous = turn.catch(() => undefined);
    return turn;
  };
}
