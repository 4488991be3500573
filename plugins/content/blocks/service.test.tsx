// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { resolve } from 'node:path';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentBlocksService, type ContentBlocksService } from '../../../contracts/content-blocks.ts';
import type { StaticBlock } from '../../../contracts/static-blocks.ts';
import type { EndpointDef, PluginContext } from '../../../core/plugin-api.ts';
import { loadStores } from '../../../core/store/files.node.ts';
import { pluginKernel } from '../../../tests/support/plugin-kernel.ts';
import plugin from '../index.ts';
import { createContentBlocksService } from './service.tsx';

const uk = loadStores(resolve(import.meta.dirname, '../../..')).stores.find((store) => store.code === 'uk')!;

const BLOCKS: Record<string, StaticBlock[]> = {
  points_email_en: [
    {
      identifier: 'points_email_en',
      renderTemplate: 'share_email',
      title: '{{account.referrerFirstName}} invites you to {{store.shopShareName}}',
      content:
        '<p>Hello,</p><p>Join {{store.shopName}} with my link: <a href="{{account.shareUrl}}">{{account.shareUrl}}</a></p><p>{{account.referrerName}}</p>',
    },
  ],
};

async function setUp() {
  let release: () => void = () => {};
  const gate = new Promise<void>((done) => (release = done));
  const t = pluginKernel(async (endpoint: EndpointDef, options) => {
    await gate;
    const { identifier } = (options as { query: { identifier: string } }).query;
    return endpoint.name === 'static-blocks' ? (BLOCKS[identifier] ?? []) : { items: [] };
  }, uk);
  await t.load(plugin, {});
  const service = (t.kernel.contextFor('account') as PluginContext<'account'>).useOptional(contentBlocksService)!;
  return { ...t, service, release };
}

const account = { referrerFirstName: 'Alex', referrerLastName: 'Summit', shareUrl: 'https://shop.test/join/ALEX' };

afterEach(cleanup);

describe('the content-blocks service', () => {
  it('shows a placeholder until the block arrives, then the block with its variables filled', async () => {
    const { service, release } = await setUp();
    render(<service.Block identifier="points_email_en" variables={{ account }} titleLevel={2} testId="share" />);
    expect(screen.getByTestId('block-placeholder')).toBeTruthy();
    release();
    const block = await screen.findByTestId('share');
    expect(block.querySelector('h2')!.textContent).toBe('Alex invites you to Summit');
    expect(block.textContent).toContain('Join Summit UK with my link: https://shop.test/join/ALEX');
    expect(block.querySelector('a')!.getAttribute('href')).toBe('https://shop.test/join/ALEX');
    expect(screen.queryByTestId('block-placeholder')).toBeNull();
  });

  it('hides the placeholder of a block the store does not have', async () => {
    const { service, release } = await setUp();
    render(<service.Block identifier="banner_home_en" placeholder="banner" testId="banner" />);
    expect(screen.getByTestId('block-placeholder')).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByTestId('block-placeholder')).toBeNull());
    expect(screen.queryByTestId('banner')).toBeNull();
  });

  it('gives a share text as plain text, its variables filled', async () => {
    const { service, release } = await setUp();
    release();
    expect(await service.loadText('points_email_en', { account })).toEqual({
      title: 'Alex invites you to Summit',
      text: 'Hello,\n\nJoin Summit UK with my link: https://shop.test/join/ALEX\n\nAlex Summit',
    });
    expect(await service.loadText('points_email_de', { account })).toBeNull();
  });

  it('logs a block whose code fails to load through the content plugin’s logger, and the rest of the page stays', async () => {
    const { kernel, logs } = await setUp();
    const ctx = kernel.contextFor('content') as PluginContext<'content'>;
    const failing = lazy(() => Promise.reject(new Error('chunk missing')));
    const service: ContentBlocksService = createContentBlocksService({ ctx }, { Block: failing, BlockBody: failing, PageText: failing });
    render(
      <main>
        <p>The rest of the page</p>
        <service.Block identifier="points_email_en" />
      </main>,
    );
    await waitFor(() =>
      expect(logs.some((entry) => entry.level === 'error' && entry.source === 'content' && entry.message.includes('chunk missing'))).toBe(true),
    );
    expect(screen.getByText('The rest of the page')).toBeTruthy();
    expect(screen.queryByTestId('block-placeholder')).toBeNull();
  });
});
