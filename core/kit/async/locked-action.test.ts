import { describe, expect, it, vi } from 'vitest';
import { lockedAction } from './locked-action.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('a locked action', () => {
  it('hands a repeated call the running promise, and runs again once it settled', async () => {
    const first = deferred<string>();
    const run = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('second');
    const save = lockedAction(run);
    const [a, b] = [save('x'), save('y')];
    expect(b).toBe(a);
    expect(run).toHaveBeenCalledTimes(1);
    first.resolve('first');
    expect(await a).toBe('first');
    expect(await save('z')).toBe('second');
    expect(run).toHaveBeenLastCalledWith('z');
  });

  it('is free again after a failure', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const save = lockedAction(run);
    await expect(save()).rejects.toThrow('offline');
    expect(await save()).toBe('ok');
  });
});
