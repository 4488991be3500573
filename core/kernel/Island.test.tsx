// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createIslandRecorder, Island, IslandHydrationContext, IslandRecorderContext, Static } from './Island.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('Island', () => {
  it("records each island's name and props under the key its element carries", () => {
    const recorder = createIslandRecorder();
    const html = renderToString(
      <IslandRecorderContext.Provider value={recorder}>
        <Island name="catalog:purchase" props={{ productId: 1001 }}>
          <button type="button">Add to basket</button>
        </Island>
      </IslandRecorderContext.Provider>,
    );
    const element = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-island]')!;
    expect(element.getAttribute('data-island')).toBe('catalog:purchase');
    expect(recorder.marks[element.getAttribute('data-island-key')!]).toEqual({ name: 'catalog:purchase', props: { productId: 1001 } });
    expect(element.textContent).toBe('Add to basket');
  });
});

describe('Static', () => {
  function Card({ price }: { price: string }) {
    return <p className="card">{price}</p>;
  }

  function Listing({ initial, onShow }: { initial: string; onShow?: (show: (price: string) => void) => void }) {
    const [price, setPrice] = useState(initial);
    onShow?.(setPrice);
    return (
      <section>
        <Static deps={[price]}>
          <Card price={price} />
        </Static>
      </section>
    );
  }

  const hydrateIsland = async (serverHtml: string, element: React.ReactNode) => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <IslandHydrationContext.Provider value={true}>{element}</IslandHydrationContext.Provider>);
    });
    return container;
  };

  it("keeps the server's markup while an island hydrates, without rendering its children", async () => {
    const serverHtml = renderToString(<Listing initial="£429.00" />);
    // The browser's value differs: a hydrated card would show it (or fail to hydrate).
    const container = await hydrateIsland(serverHtml, <Listing initial="£1.00" />);
    expect(container.querySelector('.card')?.textContent).toBe('£429.00');
  });

  it('renders its children once one of its deps changes after hydration', async () => {
    const serverHtml = renderToString(<Listing initial="£429.00" />);
    let show!: (price: string) => void;
    const container = await hydrateIsland(serverHtml, <Listing initial="£429.00" onShow={(s) => (show = s)} />);
    await act(async () => show('£399.00'));
    expect(container.querySelector('.card')?.textContent).toBe('£399.00');
  });

  it('renders its children where nothing is hydrated (the full app)', () => {
    expect(renderToString(<Listing initial="£429.00" />)).toContain('£429.00');
  });
});
