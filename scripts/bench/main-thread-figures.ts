/**
 * The arithmetic of the bench's main-thread part, kept apart from the browser so that it is
 * unit-tested: medians, blocking time out of long tasks, when the network went quiet, and the
 * main thread's task time inside a window of a Chrome trace. Times are milliseconds.
 */

/** A task longer than this blocks the page: only what lies beyond it counts (as in Total Blocking Time). */
export const LONG_TASK_MS = 50;
/** The network counts as settled once nothing has been in flight or started for this long. */
export const QUIET_MS = 2000;

export interface TimedEntry {
  startTime: number;
  duration: number;
}

export interface Span {
  start: number;
  end: number;
}

/** A request the runner saw: end is null while it is in flight. */
export interface RequestSpan {
  start: number;
  end: number | null;
}

/** The middle value (the mean of the two middle ones for an even count); null for no values. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Σ max(0, duration − 50 ms) over the long tasks that started before `until`. */
export function blockingTime(longTasks: TimedEntry[], until: number): number {
  return longTasks.filter((task) => task.startTime < until).reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
}

/**
 * The moment the network had been quiet for `quietMs` (no request in flight and none started)
 * since `from`, or null when that has not happened by `now`. The first such gap counts, even
 * when requests started again after it.
 */
export function networkQuietAt(requests: RequestSpan[], from: number, now: number, quietMs = QUIET_MS): number | null {
  let busyUntil = from;
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    if (request.start - busyUntil >= quietMs) return busyUntil + quietMs;
    busyUntil = Math.max(busyUntil, request.end ?? Number.POSITIVE_INFINITY);
  }
  return now - busyUntil >= quietMs ? busyUntil + quietMs : null;
}

/** The time the spans cover inside [from, to]; where spans overlap (a nested task), that time counts once. */
export function windowSum(spans: Span[], from: number, to: number): number {
  let sum = 0;
  let coveredUntil = from;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const start = Math.max(span.start, coveredUntil);
    const end = Math.min(span.end, to);
    if (end > start) sum += end - start;
    coveredUntil = Math.max(coveredUntil, Math.min(span.end, to));
  }
  return sum;
}

/** The longest Event Timing entry that started at or after `from` (0 when none passed the observer's threshold). */
export function interactionLatency(events: TimedEntry[], from: number): number {
  return events.filter((event) => event.startTime >= from).reduce((longest, event) => Math.max(longest, event.duration), 0);
}

/** The fields of a Chrome trace event the bench reads. */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

/** A task of a thread's scheduler: the trace's 'toplevel' category names it so, DevTools' timeline 'RunTask'. */
const TASK_EVENTS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * The main thread's tasks of the renderer that loaded `url`, in milliseconds since its
 * navigation started (the page's performance.now() clock); null when the trace has no such navigation.
 */
export function mainThreadTasks(events: TraceEvent[], url: string): Span[] | null {
  const navigations = events.filter(
    (event) =>
      event.name === 'navigationStart' &&
      event.cat?.includes('blink.user_timing') &&
      event.args?.data?.isLoadingMainFrame === true &&
      event.args.data.documentLoaderURL === url,
  );
  const navigation = navigations.at(-1);
  if (!navigation) return null;
  return events
    .filter(
      (event) => TASK_EVENTS.has(event.name) && event.ph === 'X' && event.pid === navigation.pid && event.tid === navigation.tid && event.dur !== undefined,
    )
    .map((event) => {
      const start = (event.ts - navigation.ts) / 1000;
      return { start, end: start + event.dur! / 1000 };
    });
}
