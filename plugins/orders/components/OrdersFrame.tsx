import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PluginContext } from '../../../core/kernel/plugin.ts';
import { useTitle } from '../../../core/ui/use-title.ts';
import '../../../core/forms/forms.css';
import '../../../core/ui/content.css';
import '../orders.css';

export function OrdersFrame({ ctx, title, testId, children }: { ctx: PluginContext<'orders'>; title: string; testId: string; children: ReactNode }) {
  useTitle(ctx.shell, title);
  return (
    <section className="content-page" data-testid={testId}>
      <p>
        <ctx.RouteLink to="account">
          ← <Trans>My account</Trans>
        </ctx.RouteLink>
      </p>
      <h1>{title}</h1>
      {children}
    </section>
  );
}
