// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable.tsx';

const module = (text: string) => ({ default: ({ name }: { name: string }) => <p>{`${text} ${name}`}</p> });

afterEach(cleanup);

describe('preloadable', () => {
  it('renders at once, without suspending, once preloaded', async () => {
    const load = vi.fn(async () => module('hello'));
    const Greeting = preloadable(load);
    await Greeting.preload();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Greeting name="Alex" />
      </Suspense>,
    );
    expect(screen.getByText('hello Alex')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like a lazy component when not preloaded, and loads its code once', async () => {
    const load = vi.fn(async () => module('hi'));
    const Greeting = preloadable(load);
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Greeting name="Sam" />
      </Suspense>,
    );
    expect(screen.getByText('fallback')).toBeTruthy();
    expect(await screen.findByText('hi Sam')).toBeTruthy();
    await Greeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module('back'));
    const Greeting = preloadable(load);
    await expect(Greeting.preload()).rejects.toThrow('offline');
    await Greeting.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
