// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRemote } from './use-remote.ts';

function Shown({ load, initial }: { load: (id: number) => Promise<string>; initial?: string }) {
  const [id, setId] = useState(1);
  const remote = useRemote(() => load(id), [id], { initial });
  return (
    <>
      <p>{remote.status === 'ready' ? remote.data : remote.status}</p>
      <button type="button" onClick={() => setId((n) => n + 1)}>
        next
      </button>
      <button type="button" onClick={remote.reload}>
        reload
      </button>
    </>
  );
}

afterEach(cleanup);

describe('useRemote', () => {
  it('loads, and shows the loading state first', async () => {
    const load = vi.fn(async (id: number) => `item ${id}`);
    render(<Shown load={load} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('item 1')).toBeTruthy();
  });

  it('shows data it was given at once and does not load it again; other dependencies and reloads load', async () => {
    const load = vi.fn(async (id: number) => `item ${id} (loaded)`);
    render(<Shown load={load} initial="item 1 (from the server)" />);
    expect(screen.getByText('item 1 (from the server)')).toBeTruthy();
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();

    await act(async () => screen.getByText('next').click());
    expect(await screen.findByText('item 2 (loaded)')).toBeTruthy();
    await act(async () => screen.getByText('reload').click());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
