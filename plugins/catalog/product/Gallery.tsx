import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent } from 'react';
import { usePlugin } from '../../../core/plugin-api.ts';
import { PictureZoom } from './PictureZoom.tsx';

/**
 * The product's pictures: a strip that snaps picture by picture (a swipe on a touch screen),
 * previous and next buttons, the arrow keys on the picture in view (the one tab stop of the
 * strip), thumbnails on larger screens, and a tap on a picture to see it enlarged in a dialog. The first picture is the page's main image (fetched
 * first, and the signal for the server page's scripts); the others load when they come near.
 */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const ctx = usePlugin<'catalog'>();
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  // The picture a button or key is scrolling to: the pictures the strip passes on its way there
  // are not the shopper's choice (a second press meanwhile would count from one of them).
  const heading = useRef<number | null>(null);
  const slides = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;

  const scrollStripTo = (target: number, behavior: ScrollBehavior) => {
    const strip = track.current;
    if (strip) strip.scrollTo({ left: target * strip.clientWidth, behavior });
  };
  const show = (next: number) => {
    const target = Math.min(Math.max(next, 0), count - 1);
    heading.current = target;
    setIndex(target);
    // Instant when the shopper asked for less motion; the scroll handler keeps the index in step either way.
    scrollStripTo(target, matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
    // Focus moves with the arrows (the strip's one tab stop): a snapping strip re-snaps to the
    // focused picture when its layout changes, which would pull it back to the one left.
    slides.current[Math.min(Math.max(next, 0), count - 1)]?.focus({ preventScroll: true });
  };
  const enlarge = (i: number) =>
    ctx.shell.openModal({
      kind: 'picture-zoom',
      size: 'wide',
      title: t`Picture ${i + 1} of ${count}: ${name}`,
      component: () => <PictureZoom image={images[i]!} />,
    });
  const pictureInView = () => {
    const strip = track.current;
    return strip && strip.clientWidth > 0 ? Math.round(strip.scrollLeft / strip.clientWidth) : null;
  };
  const onScroll = () => {
    const inView = pictureInView();
    if (inView === null) return;
    if (heading.current !== null) {
      if (inView === heading.current) heading.current = null;
      return;
    }
    setIndex(inView);
  };
  // A touch, a pointer or a wheel on the strip is the shopper taking over from a button's scroll.
  const takeOver = () => {
    heading.current = null;
  };
  const onScrollEnd = () => {
    const inView = pictureInView();
    if (inView === null) return;
    const target = heading.current;
    heading.current = null;
    // Stopped short without the shopper's hand: something else scrolled the strip meanwhile (the
    // browser bringing a focused picture into view does), so the picture asked for is finished.
    if (target !== null && inView !== target) scrollStripTo(target, 'auto');
    else setIndex(inView);
  };

  if (count === 0) return null;
  return (
    <div className="gallery" data-testid="gallery">
      <div className="gallery__stage">
        <div
          ref={track}
          className="gallery__track"
          role="region"
          aria-roledescription={t`gallery`}
          aria-label={t`Pictures of ${name}`}
          onKeyDown={onKeyDown}
          onScroll={onScroll}
          onScrollEnd={onScrollEnd}
          onPointerDown={takeOver}
          onWheel={takeOver}
        >
          {images.map((image, i) => (
            <button
              key={image}
              ref={(element) => {
                slides.current[i] = element;
              }}
              type="button"
              className="gallery__slide"
              aria-label={t`Enlarge picture ${i + 1} of ${count}`}
              tabIndex={i === index ? 0 : -1}
              onClick={() => enlarge(i)}
            >
              <img
                className="gallery__main"
                src={image}
                alt={i === 0 ? name : ''}
                width={600}
                height={600}
                fetchPriority={i === 0 ? 'high' : undefined}
                loading={i === 0 ? undefined : 'lazy'}
              />
            </button>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery__step gallery__step--previous"
              aria-label={t`Previous picture`}
              disabled={index === 0}
              onClick={() => show(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__step gallery__step--next"
              aria-label={t`Next picture`}
              disabled={index === count - 1}
              onClick={() => show(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className="gallery__position" data-testid="gallery-position" aria-live="polite">
              <Trans>
                Picture {index + 1} of {count}
              </Trans>
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image}>
              <button type="button" aria-label={t`Show picture ${i + 1} of ${count}`} aria-pressed={i === index} onClick={() => show(i)}>
                <img src={image} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
