import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';

/** Thrown when another process (or this one) already has the directory open. */
export class DirectoryInUseError extends Error {
  constructor(
    readonly directory: string,
    readonly holderPid: number,
  ) {
    super(
      `${directory} is in use by another Summit server (process ${holderPid}). ` +
        'PGlite is one process per data directory: stop that server first, or run several servers on one PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DirectoryInUseError';
  }
}

const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false; // a lock left by an earlier process that had our pid (container restart)
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** link() puts a complete file in place or fails: nobody ever reads a lock without its pid. */
function tryCreate(lockFile: string): boolean {
  const draft = `${lockFile}.${process.pid}`;
  writeFileSync(draft, String(process.pid));
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/** Moves a stale lock away; one that another contender took meanwhile is put back. */
function setAsideIfStill(lockFile: string, stalePid: number): void {
  const aside = `${lockFile}.stale-${process.pid}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readHolder(aside) !== stalePid) linkSync(aside, lockFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
}

/**
 * An exclusive lock on a data directory: `<directory>.lock` holds the owner's pid, put in place
 * with link() so two starting servers cannot both get it. A lock whose process is gone (kill -9, a
 * crash) is taken over: it is renamed aside, which only one contender can do, and put back if
 * it turns out to be a live one, so two servers finding the same stale lock end with one owner.
 */
export function lockDirectory(directory: string): { release(): void } {
  const lockFile = `${directory}.lock`;
  if (heldHere.has(lockFile)) throw new DirectoryInUseError(directory, process.pid);
  for (let attempt = 0; ; attempt++) {
    if (tryCreate(lockFile)) break;
    const holder = readHolder(lockFile);
    if (holder === null) continue; // released between our two calls
    if (holder !== 0 && isRunning(holder)) throw new DirectoryInUseError(directory, holder);
    if (attempt > 5) throw new DirectoryInUseError(directory, holder);
    setAsideIfStill(lockFile, holder);
  }
  heldHere.add(lockFile);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(lockFile);
    process.off('exit', release);
    try {
      if (readHolder(lockFile) === process.pid) unlinkSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
  // process.exit() without closing the database: the next start need not look for a stale lock.
  process.on('exit', release);
  return { release };
}
