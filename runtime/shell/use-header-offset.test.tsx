// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADER_OFFSET_VARIABLE, useHeaderOffset } from './use-header-offset.ts';

afterEach(cleanup);

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
});
