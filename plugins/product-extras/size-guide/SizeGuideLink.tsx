import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type MouseEvent } from 'react';
import { usePlugin } from '../../../core/plugin-api.ts';

// The modal's code loads with its first opening.
const SizeGuideModal = lazy(() => import('./SizeGuideModal.tsx').then((m) => ({ default: m.SizeGuideModal })));

/**
 * The product page's "Size guide": a link to the guide's page that opens the guide in the
 * size-guide modal instead (a modified click still opens the page, in a new tab if asked).
 * Closing the modal gives the focus back to the link (the shell's native dialog does).
 */
export function SizeGuideLink({ identifier }: { identifier: string }) {
  const ctx = usePlugin<'product-extras'>();
  const { t } = useLingui();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const Content = () => <SizeGuideModal identifier={identifier} />;
    ctx.shell.openModal({ kind: 'size-guide', size: 'wide', title: t`Size guide`, component: Content });
  };
  return (
    <a href={`/${identifier}`} className="product__size-guide" onClick={open} data-testid="size-guide-link" aria-haspopup="dialog">
      <Trans>Size guide</Trans>
    </a>
  );
}
