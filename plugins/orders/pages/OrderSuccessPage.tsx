import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentType } from 'react';
import type { PageProps } from '../../../core/kernel/plugin.ts';
import type { OrdersDeps } from '../deps.ts';
import '../../../core/ui/content.css';
import { useTitle } from '../../../core/ui/use-title.ts';

/** The order id from the route metadata (set by whoever navigates here), else the order_id query parameter. */
export function successOrderId(metadata: Record<string, unknown>, search: string): number | null {
  const raw = metadata.orderId ?? new URLSearchParams(search).get('order_id');
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
  return id !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function createPage({ ctx }: OrdersDeps): ComponentType<PageProps> {
  return function OrderSuccessPage({ resolution }: PageProps) {
    const { t } = useLingui();
    useTitle(ctx.shell, t`Thank you for your order`);
    const orderId = successOrderId(resolution.metadata, resolution.search);
    return (
      <section className="content-page content-page--narrow" data-testid="order-success">
        <h1>
          <Trans>Thank you for your order</Trans>
        </h1>
        <p>
          <Trans>We have received your order and sent you a confirmation by email.</Trans>
        </p>
        {orderId !== null && (
          <p>
            <ctx.RouteLink to="order-view" params={{ orderId }} className="button" data-testid="order-link">
              <Trans>View my order</Trans>
            </ctx.RouteLink>
          </p>
        )}
        <ctx.RouteLink to="home">
          <Trans>Back to the sales</Trans>
        </ctx.RouteLink>
      </section>
    );
  };
}
