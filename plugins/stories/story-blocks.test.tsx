// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Story, StoryBlock } from '../../contracts/stories.ts';
import { storyBlocksService, type StoryBlockProps } from '../../contracts/story-blocks.ts';
import type { PluginContext } from '../../core/plugin-api.ts';
import { pluginKernel, testStore } from '../../tests/support/plugin-kernel.ts';
import { StoryBlocks } from './components/StoryBlocks.tsx';
import { StoryView } from './components/StoryView.tsx';
import { keepStoriesState, type StoriesDeps } from './deps.ts';
import plugin from './index.ts';
import { createBlockRegistry } from './registry.ts';

afterEach(cleanup);

function Greeting({ block }: StoryBlockProps) {
  return <p>Hello from {String(block.fields.name)}</p>;
}
function Exploding(): ReactNode {
  throw new Error('this block is broken');
}

function setup(previewHosts: string[] = []) {
  const t = pluginKernel(() => ({ spaceId: 287364, previewParameter: '_storyblok', editAllowed: true, version: 'draft' }), testStore({ previewHosts }));
  const registry = createBlockRegistry(() => undefined);
  registry.register('greeting', Greeting);
  registry.register('exploding', Exploding);
  t.kernel.i18n.loadAndActivate({ locale: 'en_GB', messages: {} });
  const deps: StoriesDeps = {
    ctx: t.kernel.contextFor('stories') as PluginContext<'stories'>,
    options: {},
    registry,
    page: { pageType: null, metadata: {} },
    loadBlockCode: async () => undefined,
  };
  keepStoriesState(deps);
  // As the kernel renders the plugin's parts: inside its context.
  const wrap = (node: ReactNode) => render(t.inPlugin('stories', node));
  return { t, deps, wrap };
}

const block = (id: string, type: string, fields: Record<string, unknown> = {}): StoryBlock => ({ id, type, fields });

describe('the block registry', () => {
  it('offers the built-in types and lets another plugin add one; a malformed type name is refused and logged', async () => {
    const t = pluginKernel();
    await t.load(plugin, {});
    const service = t.kernel.contextFor('stories').useOptional(storyBlocksService as never) as { register(type: string, c: unknown): void; types(): string[] };
    expect(service.types()).toEqual(['hero', 'banner', 'top-banner', 'product-carousel', 'rich-text']);
    service.register('sale-countdown', Greeting);
    expect(service.types()).toContain('sale-countdown');
    service.register('Not A Type', Greeting);
    expect(service.types()).not.toContain('Not A Type');
    expect(t.logs.some((entry) => entry.level === 'error' && entry.message.includes('"Not A Type" refused'))).toBe(true);
  });
});

describe('<StoryBlocks>', () => {
  it('renders each block by its type, skips and logs an unknown type, and isolates a block that throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error too
    const { t, wrap } = setup();
    wrap(
      <StoryBlocks
        placement="page"
        edit={false}
        source="story home"
        blocks={[
          block('a', 'greeting', { name: 'the first block' }),
          block('b', 'carousel-3d'),
          block('c', 'exploding'),
          block('d', 'greeting', { name: 'the last block' }),
        ]}
      />,
    );
    expect(screen.getByText('Hello from the first block')).toBeTruthy();
    expect(screen.getByText('Hello from the last block')).toBeTruthy();
    await waitFor(() =>
      expect(t.logs.some((e) => e.level === 'warn' && e.message === 'story home: no component for the block type of b (carousel-3d): skipped')).toBe(true),
    );
    expect(t.logs.some((e) => e.level === 'error' && e.message.startsWith('story home: block c (exploding) failed and is skipped: this block is broken'))).toBe(
      true,
    );
  });

  it('outlines and labels each block in edit mode', () => {
    const { wrap } = setup();
    wrap(<StoryBlocks placement="page" edit source="story home" blocks={[block('hero-1', 'greeting', { name: 'x' })]} />);
    const frame = screen.getByTestId('story-edit-block');
    expect(frame.dataset.blockId).toBe('hero-1');
    expect(frame.textContent).toContain('greeting block · hero-1');
  });
});

describe('<StoryView> edit mode', () => {
  const story = (version: Story['version']): Story => ({
    id: 'home',
    name: 'Home',
    lang: 'en',
    version,
    updatedAt: '2026-11-20T09:30:00.000Z',
    blocks: [block('a', 'greeting', { name: 'the draft' })],
  });

  it('shows the draft banner and outlines for a draft the server sent, on a preview host', async () => {
    const { wrap } = setup(['localhost']);
    wrap(<StoryView story={story('draft')} />);
    expect(await screen.findByTestId('preview-banner')).toBeTruthy();
    expect(screen.getByText('Preview – draft')).toBeTruthy();
    expect(await screen.findByText('CMS space 287364')).toBeTruthy();
    expect(screen.getAllByTestId('story-edit-block')).toHaveLength(1);
  });

  it('shows no edit mode on a host that is not a preview host, nor for a published story', async () => {
    const normal = setup(['preview.localhost']);
    normal.wrap(<StoryView story={story('draft')} />);
    expect(screen.getByText('Hello from the draft')).toBeTruthy();
    expect(screen.queryByTestId('preview-banner')).toBeNull();
    cleanup();
    const published = setup(['localhost']);
    published.wrap(<StoryView story={story('published')} />);
    await waitFor(() => expect(screen.getByText('Hello from the draft')).toBeTruthy());
    expect(screen.queryByTestId('preview-banner')).toBeNull();
    expect(screen.queryByTestId('story-edit-block')).toBeNull();
  });
});
