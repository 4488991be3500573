// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { whenNear } from './WhenNear.tsx';

afterEach(cleanup);

/** A part whose code arrives when the test says so. */
function pendingPart() {
  let arrive!: () => void;
  const code = new Promise<{ default: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ default: () => <p>sign up here</p> });
  });
  return { Part: lazy(() => code), arrive: () => act(async () => arrive()) };
}

describe('whenNear', () => {
  it('keeps its place while its code loads, and leaves the host on screen', async () => {
    const { Part, arrive } = pendingPart();
    const NearPart = whenNear(Part, { minHeight: 240, className: 'signup-place' });
    const { container } = render(
      <Suspense fallback={<p>host loading</p>}>
        <footer>
          <p>footer links</p>
          <NearPart />
        </footer>
      </Suspense>,
    );
    // jsdom has no IntersectionObserver: the part is near right after the first render.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

    const footer = container.querySelector('footer')!;
    expect(footer.style.display).not.toBe('none');
    expect(screen.queryByText('host loading')).toBeNull();
    const place = footer.querySelector<HTMLElement>('.signup-place')!;
    expect(place.style.minHeight).toBe('240px');

    await arrive();
    expect(screen.getByText('sign up here')).toBeTruthy();
    expect(footer.querySelector('.signup-place')).toBeNull();
  });
});
