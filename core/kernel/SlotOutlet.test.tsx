// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { lazy, Suspense, useLayoutEffect, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { preloadable } from '../render/preloadable.tsx';
import { IslandHydrationContext, IslandRecorderContext, createIslandRecorder } from './Island.tsx';
import { createSlotOutlet } from './SlotOutlet.tsx';
import { createSlots, fillSlot, type SlotEntryProps } from './slots.ts';

// jsdom has no CSS.escape; the keys here need none of its escaping.
globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;

/** A component whose code arrives when the test says so. */
function arrivingLater(render: (preloaded: unknown) => string) {
  let arrive!: () => void;
  const code = new Promise<void>((resolve) => (arrive = resolve));
  const component = preloadable<SlotEntryProps>(async () => {
    await code;
    return { default: ({ preloaded }) => <p>{render(preloaded)}</p> };
  });
  return { component, arrive };
}

/** Watches an element: every state its content was in after a change, as React committed it. */
function contentStates(element: Element): string[] {
  const states: string[] = [];
  new MutationObserver(() => states.push(element.textContent ?? '')).observe(element, { childList: true, subtree: true, characterData: true });
  return states;
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('a deferred plugin’s slot entries in the browser', () => {
  it('keep the server’s markup until the entry’s code is there, then swap in one step', async () => {
    const slots = createSlots();
    const Slot = createSlotOutlet(slots, createLogger({ sink: () => undefined }), {
      isDeferred: () => true,
      environment: 'browser',
      firstRender: { data: { 'content:header-text': 'Free delivery' }, rendered: { 'header.top': [{ key: 'content:header-text', order: 150 }] } },
    });
    const container = document.createElement('div');
    container.innerHTML = '<div class="slot-entry" data-slot-entry="content:header-text"><p>Free delivery</p></div>';
    document.body.append(container);
    const entryElement = container.firstElementChild!;
    await act(async () => {
      root = hydrateRoot(container, <Slot name="header.top" bare />);
    });
    const states = contentStates(entryElement);

    const { component, arrive } = arrivingLater((preloaded) => `${String(preloaded)} (live)`);
    await act(async () => {
      fillSlot(slots, 'header.top', { plugin: 'content', id: 'header-text', order: 150, component, loader: async () => 'unused' });
    });
    await settle();
    expect(entryElement.textContent).toBe('Free delivery');

    arrive();
    await settle();
    expect(entryElement.textContent).toBe('Free delivery (live)');
    expect(container.firstElementChild).toBe(entryElement);
    // Never empty on the way: the server's text went and the live one came in the same commit.
    expect(states).not.toContain('');
  });

  it('that the server did not render leave the slot’s default in place until their code is there', async () => {
    const slots = createSlots();
    const Slot = createSlotOutlet(slots, createLogger({ sink: () => undefined }), {
      isDeferred: (plugin) => plugin === 'search',
      environment: 'browser',
      firstRender: { data: {}, rendered: {} },
    });
    const container = document.createElement('div');
    container.innerHTML = '<form>plain search</form>';
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(
        container,
        <Slot name="header.search" bare>
          <form>plain search</form>
        </Slot>,
      );
    });
    const states = contentStates(container);

    const { component, arrive } = arrivingLater(() => 'search box');
    await act(async () => {
      fillSlot(slots, 'header.search', { plugin: 'search', id: 'search-box', order: 100, component });
    });
    await settle();
    expect(container.textContent).toBe('plain search');

    arrive();
    await settle();
    expect(container.textContent).toBe('search box');
    expect(states).not.toContain('');
  });

  it('that arrived before a late island hydrates are left out of its hydration, then come in', async () => {
    const slots = createSlots();
    const Slot = createSlotOutlet(slots, createLogger({ sink: () => undefined }), {
      isDeferred: (plugin) => plugin === 'consent',
      environment: 'browser',
      firstRender: { data: {}, rendered: {} },
    });
    fillSlot(slots, 'bottom-dock', { plugin: 'consent', id: 'banner', order: 10, component: () => <p>cookie choice</p> });
    const container = document.createElement('div');
    container.innerHTML = '<div class="dock"></div>';
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <IslandHydrationContext.Provider value={true}>
          <div className="dock">
            <Slot name="bottom-dock" bare />
          </div>
        </IslandHydrationContext.Provider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    await settle();
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('cookie choice');
  });

  it('show at once in a slot mounted after its island hydrated (a menu opened)', async () => {
    const slots = createSlots();
    const Slot = createSlotOutlet(slots, createLogger({ sink: () => undefined }), {
      isDeferred: (plugin) => plugin === 'orders',
      environment: 'browser',
      firstRender: { data: {}, rendered: {} },
    });
    fillSlot(slots, 'account.menu', { plugin: 'orders', id: 'orders', order: 10, component: () => <p>My orders</p> });
    const container = document.createElement('div');
    container.innerHTML = '<div class="menu"></div>';
    document.body.append(container);
    let firstCommitText: string | null = null;
    function FirstCommit() {
      useLayoutEffect(() => void (firstCommitText ??= container.textContent), []);
      return null;
    }
    let open!: () => void;
    function Menu() {
      const [shown, setShown] = useState(false);
      open = () => setShown(true);
      return (
        <div className="menu">
          {shown && (
            <>
              <Slot name="account.menu" bare />
              <FirstCommit />
            </>
          )}
        </div>
      );
    }
    await act(async () => {
      root = hydrateRoot(
        container,
        <IslandHydrationContext.Provider value={true}>
          <Menu />
        </IslandHydrationContext.Provider>,
      );
    });
    await act(async () => open());
    // The menu's first commit had the entry: no frame of an empty menu.
    expect(firstCommitText).toBe('My orders');
  });

  it('that load more code as they render suspend alone, and leave the host of the slot on screen', async () => {
    const slots = createSlots();
    const Slot = createSlotOutlet(slots, createLogger({ sink: () => undefined }), {
      isDeferred: (plugin) => plugin === 'newsletter',
      environment: 'browser',
      firstRender: { data: {}, rendered: {} },
    });
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <Suspense fallback={<p>host loading</p>}>
          <footer>
            <p>footer links</p>
            <Slot name="footer.extra" />
          </footer>
        </Suspense>,
      );
    });
    const footer = container.querySelector('footer')!;

    // A plain component (no code of its own to wait for) that later renders a part still loading,
    // on an update of its own, as a part does when its place nears the viewport.
    let arrive!: () => void;
    const Form = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: () => <p>sign up</p> }))));
    let comeNear!: () => void;
    function SignupWhenNear() {
      const [near, setNear] = useState(false);
      comeNear = () => setNear(true);
      return near ? <Form /> : <p>…</p>;
    }
    await act(async () => {
      fillSlot(slots, 'footer.extra', { plugin: 'newsletter', id: 'signup', order: 100, component: SignupWhenNear });
    });
    await settle();
    expect(footer.textContent).toBe('footer links…');

    await act(async () => comeNear());
    expect(footer.style.display).not.toBe('none');
    expect(footer.textContent).toContain('footer links');

    await act(async () => arrive());
    await settle();
    expect(footer.textContent).toBe('footer linkssign up');
  });
});

interface PriceProps {
  productId: number;
  price: number;
}

describe('a slot that takes props from its host', () => {
  const priceLine = ({ productId, price, preloaded }: PriceProps & SlotEntryProps) => (
    <p>
      {productId}: {price} {String(preloaded ?? '')}
    </p>
  );

  it('gives each entry the props of its place, and records them for the island', () => {
    const slots = createSlots();
    const Slot = createSlotOutlet(slots, createLogger({ sink: () => undefined }), {
      isDeferred: () => false,
      environment: 'server',
      firstRender: { data: { 'extras:line': 'checked' }, rendered: {} },
    });
    fillSlot(slots, 'product.price', { plugin: 'extras', id: 'line', order: 100, component: priceLine as ComponentType<SlotEntryProps> });
    const recorder = createIslandRecorder();
    const html = renderToString(
      <IslandRecorderContext.Provider value={recorder}>
        <Slot name="product.price" props={{ productId: 1001, price: 499 }} />
      </IslandRecorderContext.Provider>,
    );
    expect(html).toContain('<p>1001<!-- -->: <!-- -->499<!-- --> <!-- -->checked</p>');
    expect(Object.values(recorder.marks)).toEqual([{ name: 'slot:product.price', props: { props: { productId: 1001, price: 499 } } }]);
  });

  it('in a list, keeps each place’s server markup while hydrating, then renders each with its props', async () => {
    const slots = createSlots();
    const Slot = createSlotOutlet(slots, createLogger({ sink: () => undefined }), {
      isDeferred: () => true,
      environment: 'browser',
      firstRender: { data: { 'extras:line': true }, rendered: { 'product.price': [{ key: 'extras:line', order: 100 }] } },
    });
    const cards = [
      { productId: 1001, price: 499 },
      { productId: 1002, price: 129 },
    ];
    const container = document.createElement('div');
    container.innerHTML = cards.map((card) => `<div class="slot-entry" data-slot-entry="extras:line"><p>server ${card.productId}</p></div>`).join('');
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(
        container,
        <IslandHydrationContext.Provider value={true}>
          {cards.map((card) => (
            <Slot key={card.productId} name="product.price" props={card} bare />
          ))}
        </IslandHydrationContext.Provider>,
      );
    });
    expect(container.textContent).toBe('server 1001server 1002');

    await act(async () => {
      fillSlot(slots, 'product.price', { plugin: 'extras', id: 'line', order: 100, component: priceLine as ComponentType<SlotEntryProps> });
    });
    await settle();
    expect(container.textContent).toBe('1001: 499 true1002: 129 true');
  });
});
