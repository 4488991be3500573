import { HYDRATION_END_MARK, HYDRATION_START_MARK, PAGE_CONTENT_MARK } from '../../runtime/boot/hydration-marks.ts';
import { clearCache, markTime, openPhone, recorded, waitForNetworkQuiet, type PhoneSession } from './main-thread-browser.ts';
import { blockingTime, mainThreadTasks, windowSum, type TraceEvent } from './main-thread-figures.ts';

/** What the trace records: tasks (toplevel), marks and navigations (blink.user_timing), nothing heavier. */
const TRACE_CATEGORIES = ['-*', 'toplevel', 'blink.user_timing'];

/** How long after the network went quiet the hydration's end mark may still come. */
const HYDRATION_GRACE_MS = 15_000;

/** One load of a page, from navigation until its network had been quiet for 2 s. */
export interface LoadSample {
  /** Σ max(0, long task − 50 ms). */
  blockingMs: number;
  /** The main thread's task time. */
  busyMs: number;
  /**
   * The main thread's task time from the hydration's start mark to the later of its end mark and
   * the page content's mark; null when the end mark did not come in the run.
   */
  hydrationMs: number | null;
}

/** Readies a fresh browser before the measured visit (a shopper with a basket, say), on the page given. */
export type Prepare = (session: PhoneSession, origin: string) => Promise<void>;

/** Loads `url` once in a fresh, throttled Chrome on a phone and measures its main thread. */
export async function measureLoad(url: string, prepare?: Prepare): Promise<LoadSample> {
  const session = await openPhone();
  try {
    if (prepare) {
      await prepare(session, new URL(url).origin);
      await clearCache(session);
    }
    const { browser, page } = session;
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    const windowEnd = await waitForNetworkQuiet(session, started);
    const { longTasks } = await recorded(page);
    // On a busy machine the network can be quiet for 2 s before hydration has started or ended:
    // its own window ends at its end mark, given a little longer to come.
    await page
      .waitForFunction((marks) => marks.every((mark) => performance.getEntriesByName(mark).length > 0), [HYDRATION_END_MARK, PAGE_CONTENT_MARK], {
        timeout: HYDRATION_GRACE_MS,
      })
      .catch(() => undefined);
    const [hydrationStart, islandsEnd, pageContent] = [
      await markTime(page, HYDRATION_START_MARK),
      await markTime(page, HYDRATION_END_MARK),
      await markTime(page, PAGE_CONTENT_MARK),
    ];
    // The page's content hydrates after the islands' first commit (its Suspense boundary has a pass of its own).
    const hydrationEnd = islandsEnd === null ? null : Math.max(islandsEnd, pageContent ?? islandsEnd);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const tasks = mainThreadTasks(trace.traceEvents, page.url());
    if (!tasks) throw new Error(`the trace of ${url} has no navigation to ${page.url()}`);
    const hydrated = hydrationStart !== null && hydrationEnd !== null;
    return {
      blockingMs: blockingTime(longTasks, windowEnd),
      busyMs: windowSum(tasks, 0, windowEnd),
      hydrationMs: hydrated ? windowSum(tasks, hydrationStart, hydrationEnd) : null,
    };
  } finally {
    await session.close();
  }
}
