// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

function Form() {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated}>
      <input aria-label="name" />
    </fieldset>
  );
}

afterEach(cleanup);

describe('useHydrated', () => {
  it('is false on the server: a server-rendered form comes disabled', () => {
    expect(renderToString(<Form />)).toContain('disabled');
  });

  it('is true at once when the browser renders by itself', () => {
    render(<Form />);
    expect((screen.getByRole('group') as HTMLFieldSetElement).disabled).toBe(false);
  });

  it('hydrates the server markup without a warning, then enables the form', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(container.querySelector('fieldset')!.disabled).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
