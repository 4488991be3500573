import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useScreen } from '../../../core/kit/ui/screens.ts';
import { ArrowUpIcon } from '../icons.tsx';

/** Spec 02 section 9: scroll debounce. */
const SCROLL_DEBOUNCE_MS = 100;

/** Back to top, desktop only, once the shopper has scrolled most of a screen. */
export function BackToTop() {
  const { t } = useLingui();
  const isDesktop = useScreen('d');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!isDesktop) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(window.scrollY > window.innerHeight * 0.75), SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The button arrives after the first page: a shopper may have scrolled down already.
    onScroll();
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [isDesktop]);

  if (!isDesktop || !visible) return null;
  return (
    <button type="button" className="back-to-top" aria-label={t`Back to top`} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <ArrowUpIcon />
    </button>
  );
}
