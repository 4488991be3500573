/**
 * PGlite runs PostgreSQL in one process without background workers, so autovacuum and the
 * checkpointer never run: rows that updates and deletes leave behind (a session seen again, a
 * basket line removed) are never reclaimed, and the write-ahead log is only folded in at close.
 * This does their work when the database has been written to and has then been quiet for a while.
 */
export interface IdleMaintenanceOptions {
  /** How long after the last statement the database counts as idle. */
  idleMs: number;
  /** How often it is looked at. */
  checkEveryMs: number;
}

export const DEFAULT_IDLE_MAINTENANCE: IdleMaintenanceOptions = { idleMs: 60_000, checkEveryMs: 15_000 };

export interface IdleMaintenance {
  /** A statement ran; `written` when it may have changed rows. */
  noteStatement(written: boolean): void;
  /** Maintains the database if it was written to and has been idle since; true when it did. */
  runIfIdle(): Promise<boolean>;
  /** Maintains it now, idle or not (waits for statements running meanwhile). */
  runNow(): Promise<void>;
  stop(): void;
}

/** Whether a statement may change rows: anything but a plain read. */
export const mayWrite = (sql: string): boolean => !/^\s*(select|show|explain)\b/i.test(sql);

export function idleMaintenance(
  maintain: () => Promise<void>,
  options: IdleMaintenanceOptions = DEFAULT_IDLE_MAINTENANCE,
  onError: (error: unknown) => void = (error) => console.error('database maintenance failed', error),
  now: () => number = Date.now,
): IdleMaintenance {
  let lastStatementAt = now();
  let written = false;
  let running: Promise<void> | null = null;

  const runNow = () =>
    (running ??= (async () => {
      // A write while it runs leaves the database to be maintained again.
      written = false;
      try {
        await maintain();
      } catch (error) {
        written = true;
        throw error;
      } finally {
        running = null;
      }
    })());

  const runIfIdle = async () => {
    if (!written || running || now() - lastStatementAt < options.idleMs) return false;
    await runNow();
    return true;
  };

  const timer = setInterval(() => void runIfIdle().catch(onError), options.checkEveryMs);
  timer.unref();

  return {
    noteStatement(wrote) {
      lastStatementAt = now();
      written ||= wrote;
    },
    runIfIdle,
    runNow,
    stop: () => clearInterval(timer),
  };
}
