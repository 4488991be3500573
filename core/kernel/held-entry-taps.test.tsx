// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTapsHeldUntilLive } from './held-entry-taps.ts';

/** An entry as the server left it (markup alone) until `live`, then rendered by its plugin. */
function Entry({ live, onAccept, onReject }: { live: boolean; onAccept(): void; onReject(): void }) {
  const element = useRef<HTMLDivElement>(null);
  useTapsHeldUntilLive(element, live);
  if (!live) return <div ref={element} dangerouslySetInnerHTML={{ __html: '<a href="/cookies">Policy</a><button>Reject</button><button>Accept</button>' }} />;
  return (
    <div ref={element}>
      <a href="/cookies">Policy</a>
      <button onClick={onReject}>Reject</button>
      <button onClick={onAccept}>Accept</button>
    </div>
  );
}

afterEach(cleanup);

describe('taps on a server-rendered entry before its plugin has loaded', () => {
  it('are held, and made again on the control at the same place once the entry renders', async () => {
    vi.useFakeTimers();
    const onAccept = vi.fn();
    const onReject = vi.fn();
    const { getByText, rerender } = render(<Entry live={false} onAccept={onAccept} onReject={onReject} />);
    const pageClick = vi.fn();
    document.addEventListener('click', pageClick);
    fireEvent.click(getByText('Accept'));
    expect(pageClick).not.toHaveBeenCalled();

    rerender(<Entry live onAccept={onAccept} onReject={onReject} />);
    await act(() => vi.runAllTimersAsync());
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onReject).not.toHaveBeenCalled();
    document.removeEventListener('click', pageClick);
    vi.useRealTimers();
  });

  it('moves focus to the control at the same place, so that what it opens can give it back', () => {
    const { getByText, rerender } = render(<Entry live={false} onAccept={vi.fn()} onReject={vi.fn()} />);
    getByText('Reject').focus();
    rerender(<Entry live onAccept={vi.fn()} onReject={vi.fn()} />);
    expect(document.activeElement).toBe(getByText('Reject'));
  });

  it('follows the keyboard from one control to the next before the entry renders, links too', async () => {
    const { getByText, rerender } = render(<Entry live={false} onAccept={vi.fn()} onReject={vi.fn()} />);
    getByText('Policy').focus();
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    rerender(<Entry live onAccept={vi.fn()} onReject={vi.fn()} />);
    expect(document.activeElement).toBe(getByText('Policy'));
  });

  it('keeps the place the keyboard moved on to within the entry', async () => {
    const { getByText, rerender } = render(<Entry live={false} onAccept={vi.fn()} onReject={vi.fn()} />);
    getByText('Reject').focus();
    getByText('Accept').focus();
    // The check of where the focus went after leaving Reject runs a task later.
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    rerender(<Entry live onAccept={vi.fn()} onReject={vi.fn()} />);
    expect(document.activeElement).toBe(getByText('Accept'));
  });

  it('forgets the focus once it has left the entry for the page', async () => {
    const outside = document.body.appendChild(document.createElement('button'));
    const { getByText, rerender } = render(<Entry live={false} onAccept={vi.fn()} onReject={vi.fn()} />);
    getByText('Reject').focus();
    outside.focus();
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    outside.blur();
    rerender(<Entry live onAccept={vi.fn()} onReject={vi.fn()} />);
    expect(document.activeElement).toBe(document.body);
    outside.remove();
  });

  it('leaves a live entry alone', () => {
    const onAccept = vi.fn();
    const { getByText } = render(<Entry live onAccept={onAccept} onReject={vi.fn()} />);
    fireEvent.click(getByText('Accept'));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });
});
