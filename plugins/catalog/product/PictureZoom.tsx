import { useLingui } from '@lingui/react/macro';
import { useState, type MouseEvent } from 'react';

/**
 * A product picture as large as the dialog allows; a click (or Enter) magnifies it twice about
 * the point clicked (the centre from the keyboard); another click shows it whole again.
 */
export function PictureZoom({ image }: { image: string }) {
  const { t } = useLingui();
  const [origin, setOrigin] = useState<string | null>(null);
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    if (origin) return setOrigin(null);
    const box = event.currentTarget.getBoundingClientRect();
    // A keyboard "click" has no pointer position: the centre.
    const x = event.clientX ? ((event.clientX - box.left) / box.width) * 100 : 50;
    const y = event.clientY ? ((event.clientY - box.top) / box.height) * 100 : 50;
    setOrigin(`${x.toFixed(0)}% ${y.toFixed(0)}%`);
  };
  return (
    <button
      type="button"
      className={`picture-zoom${origin ? ' picture-zoom--magnified' : ''}`}
      aria-pressed={origin !== null}
      aria-label={t`Magnify`}
      data-testid="picture-zoom"
      onClick={toggle}
    >
      <img
        src={image}
        alt=""
        width={600}
        height={600}
        ref={(element) => {
          // Through the style object: the page's CSP refuses style attributes in markup.
          if (element) element.style.transformOrigin = origin ?? '';
        }}
      />
    </button>
  );
}
