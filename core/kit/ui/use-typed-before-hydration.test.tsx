// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';

function Search({ initial = '' }: { initial?: string }) {
  const [query, setQuery] = useState(initial);
  const box = useTypedBeforeHydration<HTMLInputElement>(query, setQuery);
  return (
    <>
      <input ref={box} aria-label="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <output>{query === '' ? 'every question' : `questions for ${query}`}</output>
    </>
  );
}

async function hydrateAfterTyping(typed: string, initial?: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Search initial={initial} />);
  document.body.append(container);
  container.querySelector('input')!.value = typed;
  await act(async () => {
    hydrateRoot(container, <Search initial={initial} />);
  });
  return container;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('useTypedBeforeHydration', () => {
  it('what was typed into the server’s field before hydration becomes the state', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = await hydrateAfterTyping('refund');
    expect(container.querySelector('output')!.textContent).toBe('questions for refund');
    expect(container.querySelector('input')!.value).toBe('refund');
    expect(errors).not.toHaveBeenCalled();
  });

  it('a field left as the server rendered it changes nothing', async () => {
    const container = await hydrateAfterTyping('points', 'points');
    expect(container.querySelector('output')!.textContent).toBe('questions for points');
  });

  it('a field the browser rendered keeps following its state', () => {
    render(<Search />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'delivery' } });
    expect(screen.getByRole('status').textContent).toBe('questions for delivery');
  });
});
