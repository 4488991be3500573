import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { categoryNavigation, type NavNode } from '../../../contracts/navigation.ts';
import { errorMessage } from '../../../core/logger.ts';
import { useKernel } from '../../app/kernel-context.tsx';
import { useScreen } from '../../../core/kit/ui/screens.ts';
import { ChevronIcon } from '../icons.tsx';
import { visibleFooterChildren } from './footer-rules.ts';

const COLUMN_COUNT = 4;

function FooterLink({ node }: { node: NavNode }) {
  const href = node.url.startsWith('/') || /^https?:/.test(node.url) ? node.url : `/${node.url}`;
  return /^https?:/.test(href) ? <a href={href}>{node.label}</a> : <Link href={href}>{node.label}</Link>;
}

function Column({ node, language, extra }: { node: NavNode; language: string; extra?: ReactNode }) {
  const isDesktop = useScreen('d');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const expanded = isDesktop || open;
  return (
    <div className="footer-column" data-testid="footer-column">
      <h2 className="footer-column__title">
        {isDesktop ? (
          node.label
        ) : (
          <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
            {node.label}
            <ChevronIcon />
          </button>
        )}
      </h2>
      <div id={listId} hidden={!expanded}>
        <ul>
          {visibleFooterChildren(node.children, language).map((child) => (
            <li key={child.id}>
              <FooterLink node={child} />
            </li>
          ))}
        </ul>
        {extra}
      </div>
    </div>
  );
}

/** The four menu columns from the server, collapsible on mobile; the postal address sits in column 2. */
export function FooterColumns() {
  const kernel = useKernel();
  const [columns, setColumns] = useState<NavNode[] | 'loading' | 'error'>('loading');

  useEffect(() => {
    const controller = new AbortController();
    kernel.api
      .call(categoryNavigation, { query: { storeId: kernel.store.storeId, type: 'footer' }, signal: controller.signal })
      .then((reply) => setColumns(reply.items.slice(0, COLUMN_COUNT)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        kernel.logger.warn('footer', `footer navigation failed: ${errorMessage(error)}`);
        setColumns('error');
      });
    return () => controller.abort();
  }, [kernel]);

  const address = (
    <address className="footer-address" data-testid="postal-address">
      {kernel.store.company.postalAddress.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );

  if (columns === 'loading') return <div className="footer-columns footer-columns--loading" aria-hidden="true" />;
  if (columns === 'error') return <div className="footer-columns">{address}</div>;
  return (
    <div className="footer-columns">
      {columns.map((node, index) => (
        <Column key={node.id} node={node} language={kernel.store.language} extra={index === 1 ? address : undefined} />
      ))}
      {columns.length < 2 && address}
    </div>
  );
}
