// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';

function SearchField({ initial = '' }: { initial?: string }) {
  const [term, setTerm] = useState(initial);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, term, setTerm);
  return (
    <form>
      <input ref={field} aria-label="Search" value={term} onChange={(event) => setTerm(event.target.value)} />
      <output>{term}</output>
    </form>
  );
}

afterEach(cleanup);

describe('useTypedBeforeHydration', () => {
  it('takes the text typed into the server markup before hydration into the state', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchField />);
    document.body.append(container);
    container.querySelector('input')!.value = 'salomon boots';
    await act(async () => {
      hydrateRoot(container, <SearchField />);
    });
    expect(container.querySelector('output')!.textContent).toBe('salomon boots');
    expect(container.querySelector('input')!.value).toBe('salomon boots');
    container.remove();
  });

  it('changes nothing when nothing was typed', async () => {
    render(<SearchField initial="skis" />);
    expect(screen.getByRole('status').textContent).toBe('skis');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('skis');
  });
});
