/**
 * Ends the current task and continues in a new one, after the browser has had its turn (input,
 * rendering): a long piece of work split this way blocks no tap or scroll for long.
 * `scheduler.yield` where the browser has it (the continuation keeps its priority), else a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
