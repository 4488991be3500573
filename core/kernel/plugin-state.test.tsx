// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PluginContext } from './plugin.ts';
import { perKernel, pluginState } from './plugin-state.ts';
import { PluginProvider } from './use-plugin.tsx';

afterEach(cleanup);

interface ThingsState {
  ctx: PluginContext<'things'>;
  label: string;
}

const contextOf = (name: string) => ({ name }) as unknown as PluginContext<'things'>;

describe('pluginState', () => {
  it('keeps one state per kernel context, for loaders (of) and components (use)', () => {
    const things = pluginState<'things', ThingsState>('things');
    const [first, second] = [contextOf('first kernel'), contextOf('second kernel')];
    things.keep({ ctx: first, label: 'one' });
    things.keep({ ctx: second, label: 'two' });
    expect(things.of(first).label).toBe('one');
    expect(things.of(second).label).toBe('two');

    function Label() {
      return <p>{things.use().label}</p>;
    }
    render(
      <PluginProvider context={second as unknown as PluginContext<string>}>
        <Label />
      </PluginProvider>,
    );
    expect(screen.getByText('two')).toBeTruthy();
  });

  it('says which plugin was not set up in a kernel', () => {
    const things = pluginState<'things', ThingsState>('things');
    expect(() => things.of(contextOf('other kernel'))).toThrow('the things plugin was not set up in this kernel');
  });
});

describe('perKernel', () => {
  it('makes one value per kernel context, the first time it is asked for', () => {
    const made: string[] = [];
    const counterOf = perKernel((ctx: PluginContext<'things'>) => {
      made.push((ctx as unknown as { name: string }).name);
      return { count: 0 };
    });
    const [first, second] = [contextOf('first kernel'), contextOf('second kernel')];
    counterOf(first).count += 1;
    counterOf(first).count += 1;
    expect(counterOf(first).count).toBe(2);
    expect(counterOf(second).count).toBe(0);
    expect(made).toEqual(['first kernel', 'second kernel']);
  });
});
