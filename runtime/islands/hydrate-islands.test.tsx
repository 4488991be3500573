// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createIslandRecorder, Island, IslandRecorderContext, Static } from '../../core/kernel/Island.tsx';
import { outermostIslands } from './hydrate-islands.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the islands the browser hydrates', () => {
  it('inside another island hydrates with it, but inside a static part is an island of its own again', () => {
    const recorder = createIslandRecorder();
    const html = renderToString(
      <IslandRecorderContext.Provider value={recorder}>
        <Island name="page">
          <Island name="slot:product.details">
            <p>Size guide</p>
          </Island>
          <Static>
            <ul>
              {[1001, 1002].map((productId) => (
                <li key={productId}>
                  <Island name="slot:product.price" props={{ productId }}>
                    <p>{productId}</p>
                  </Island>
                </li>
              ))}
            </ul>
          </Static>
        </Island>
      </IslandRecorderContext.Provider>,
    );
    document.body.innerHTML = html;
    expect(outermostIslands(document).map((element) => recorder.marks[element.getAttribute('data-island-key')!])).toEqual([
      { name: 'page', props: {} },
      { name: 'slot:product.price', props: { productId: 1001 } },
      { name: 'slot:product.price', props: { productId: 1002 } },
    ]);
  });
});
