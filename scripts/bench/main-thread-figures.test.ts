import { describe, expect, it } from 'vitest';
import { blockingTime, interactionLatency, mainThreadTasks, median, networkQuietAt, windowSum, type TraceEvent } from './main-thread-figures.ts';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([90, 10, 50, 70, 30])).toBe(50);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is null without values', () => {
    expect(median([])).toBeNull();
  });
});

describe('blockingTime', () => {
  it('sums what each long task lasts beyond 50 ms', () => {
    const tasks = [
      { startTime: 100, duration: 120 },
      { startTime: 400, duration: 51 },
      { startTime: 900, duration: 50 },
    ];
    expect(blockingTime(tasks, 5000)).toBe(70 + 1);
  });

  it('leaves out tasks that started once the window had ended', () => {
    const tasks = [
      { startTime: 100, duration: 80 },
      { startTime: 3000, duration: 500 },
    ];
    expect(blockingTime(tasks, 3000)).toBe(30);
  });
});

describe('networkQuietAt', () => {
  it('is 2 s after the last request of a burst ended', () => {
    const requests = [
      { start: 0, end: 300 },
      { start: 100, end: 900 },
      { start: 950, end: 1200 },
    ];
    expect(networkQuietAt(requests, 0, 3300)).toBe(3200);
  });

  it('is null while a request is in flight or the quiet has not lasted 2 s', () => {
    expect(networkQuietAt([{ start: 0, end: null }], 0, 10_000)).toBeNull();
    expect(networkQuietAt([{ start: 0, end: 1000 }], 0, 2999)).toBeNull();
  });

  it('takes the first quiet gap, though requests came again after it', () => {
    const requests = [
      { start: 0, end: 500 },
      { start: 4000, end: 4500 },
    ];
    expect(networkQuietAt(requests, 0, 6000)).toBe(2500);
  });

  it('does not count a gap shorter than 2 s between requests', () => {
    const requests = [
      { start: 0, end: 500 },
      { start: 2400, end: 2600 },
    ];
    expect(networkQuietAt(requests, 0, 4000)).toBeNull();
    expect(networkQuietAt(requests, 0, 4600)).toBe(4600);
  });

  it('counts from the navigation when nothing was requested', () => {
    expect(networkQuietAt([], 1000, 3000)).toBe(3000);
  });
});

describe('windowSum', () => {
  it('sums the parts of tasks inside the window, clipping those across its edges', () => {
    const tasks = [
      { start: 0, end: 100 },
      { start: 150, end: 200 },
      { start: 280, end: 400 },
      { start: 500, end: 600 },
    ];
    expect(windowSum(tasks, 50, 300)).toBe(50 + 50 + 20);
  });

  it('counts time covered by nested or overlapping tasks once', () => {
    const tasks = [
      { start: 0, end: 100 },
      { start: 20, end: 60 },
      { start: 90, end: 130 },
    ];
    expect(windowSum(tasks, 0, 1000)).toBe(130);
  });

  it('is 0 for an empty window', () => {
    expect(windowSum([{ start: 0, end: 100 }], 60, 60)).toBe(0);
  });
});

describe('interactionLatency', () => {
  it('is the longest event entry since the interaction began, 0 without any', () => {
    const events = [
      { startTime: 10, duration: 300 },
      { startTime: 100, duration: 48 },
      { startTime: 120, duration: 96 },
    ];
    expect(interactionLatency(events, 100)).toBe(96);
    expect(interactionLatency(events, 200)).toBe(0);
  });
});

describe('mainThreadTasks', () => {
  const url = 'http://localhost:4390/';
  const navigation = (pid: number, ts: number, documentLoaderURL: string): TraceEvent => ({
    name: 'navigationStart',
    cat: 'blink.user_timing',
    ph: 'R',
    ts,
    pid,
    tid: 1,
    args: { data: { documentLoaderURL, isLoadingMainFrame: true } },
  });
  const task = (pid: number, tid: number, ts: number, dur: number): TraceEvent => ({
    name: 'ThreadControllerImpl::RunTask',
    cat: 'toplevel',
    ph: 'X',
    ts,
    dur,
    pid,
    tid,
  });

  it("keeps the tasks of the page's renderer main thread, in ms since its navigation started", () => {
    const events = [
      navigation(7, 1_000_000, 'about:blank'),
      navigation(9, 2_000_000, url),
      task(9, 1, 2_010_000, 30_000),
      { ...task(9, 1, 2_050_000, 10_000), name: 'RunTask', cat: 'disabled-by-default-devtools.timeline' },
      task(9, 2, 2_010_000, 500_000),
      task(7, 1, 2_020_000, 40_000),
      { ...task(9, 1, 2_100_000, 0), name: 'ParseHTML' },
    ];
    expect(mainThreadTasks(events, url)).toEqual([
      { start: 10, end: 40 },
      { start: 50, end: 60 },
    ]);
  });

  it('is null when the trace has no navigation to the page', () => {
    expect(mainThreadTasks([navigation(7, 1, 'about:blank')], url)).toBeNull();
  });
});
