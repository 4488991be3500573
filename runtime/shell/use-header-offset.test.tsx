// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_OFFSET_VARIABLE, useHeaderOffset } from './use-header-offset.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Header({ root }: { root: HTMLElement }) {
  const ref = useRef<HTMLElement>(null);
  useHeaderOffset(ref, root);
  return <header ref={ref}>Summit</header>;
}

describe('header offset', () => {
  it('is the header height, rounded up to whole pixels', () => {
    const root = document.createElement('div');
    const spy = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = () => ({ height: 120.4 }) as DOMRect;
    try {
      render(<Header root={root} />);
    } finally {
      HTMLElement.prototype.getBoundingClientRect = spy;
    }
    expect(root.style.getPropertyValue(HEADER_OFFSET_VARIABLE)).toBe('121px');
  });

  it("waits for the resize observer's first report instead of forcing a layout, and is set again only when the height changes", () => {
    const reports: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          reports.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const root = document.createElement('div');
    const setProperty = vi.spyOn(root.style, 'setProperty');
    let height = 80;
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
    try {
      render(<Header root={root} />);
      expect(measure).not.toHaveBeenCalled();
      reports[0]!();
      reports[0]!();
      expect(root.style.getPropertyValue(HEADER_OFFSET_VARIABLE)).toBe('80px');
      height = 96;
      reports[0]!();
      expect(root.style.getPropertyValue(HEADER_OFFSET_VARIABLE)).toBe('96px');
      expect(setProperty).toHaveBeenCalledTimes(2);
    } finally {
      measure.mockRestore();
    }
  });
});
