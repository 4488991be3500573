// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PluginBoundary } from './PluginBoundary.tsx';

function Broken(): never {
  throw new Error('no sizes');
}

function FailsOnClick() {
  const [broken, setBroken] = useState(false);
  if (broken) return <Broken />;
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Choose a size
    </button>
  );
}

afterEach(cleanup);

describe('PluginBoundary', () => {
  it('shows its fallback and logs the failure under the plugin’s name', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logger = { error: vi.fn() };
    render(
      <PluginBoundary plugin="catalog" logger={logger} fallback={<p>This part is not available.</p>}>
        <Broken />
      </PluginBoundary>,
    );
    expect(screen.getByText('This part is not available.')).toBeTruthy();
    expect(logger.error).toHaveBeenCalledWith('catalog', 'render failed: no sizes', expect.any(String));
  });

  it('a name given as a lookup is looked up when the part fails: its plugin may have arrived since the boundary rendered', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logger = { error: vi.fn() };
    const pages = { owner: 'shell' };
    render(
      <PluginBoundary plugin={() => pages.owner} logger={logger}>
        <FailsOnClick />
      </PluginBoundary>,
    );
    pages.owner = 'help';
    fireEvent.click(screen.getByRole('button', { name: 'Choose a size' }));
    expect(logger.error).toHaveBeenCalledWith('help', 'render failed: no sizes', expect.any(String));
  });
});
