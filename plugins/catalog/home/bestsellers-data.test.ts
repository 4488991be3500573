import { describe, expect, it, vi } from 'vitest';
import { keepLoaded } from './bestsellers-data.ts';

const signal = () => new AbortController().signal;

describe('bestsellers: a load failure keeps whatever was loaded (spec 02 section 8)', () => {
  it('answers the list loaded', async () => {
    const load = keepLoaded(async () => [1, 2], vi.fn());
    expect(await load(signal())).toEqual([1, 2]);
  });

  it('keeps the last list when a later load fails, and reports the failure', async () => {
    const failed = vi.fn();
    const replies = [Promise.resolve([1, 2, 3]), Promise.reject(new Error('502'))];
    const load = keepLoaded(() => replies.shift()!, failed);
    expect(await load(signal())).toEqual([1, 2, 3]);
    expect(await load(signal())).toEqual([1, 2, 3]);
    expect(failed).toHaveBeenCalledWith(new Error('502'));
  });

  it('answers nothing when nothing was ever loaded', async () => {
    const load = keepLoaded(() => Promise.reject(new Error('offline')), vi.fn());
    expect(await load(signal())).toEqual([]);
  });

  it('lets a cancelled load be cancelled (not a failure to report)', async () => {
    const failed = vi.fn();
    const controller = new AbortController();
    controller.abort();
    const load = keepLoaded(() => Promise.reject(new DOMException('aborted', 'AbortError')), failed);
    await expect(load(controller.signal)).rejects.toThrow('aborted');
    expect(failed).not.toHaveBeenCalled();
  });
});

describe('bestsellers the server brought', () => {
  it('are kept when the first load in the browser fails', async () => {
    const load = keepLoaded<number>(() => Promise.reject(new Error('503')), vi.fn());
    load.keep([7, 8]);
    expect(await load(signal())).toEqual([7, 8]);
  });
});
