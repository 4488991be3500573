import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { accountFrameService } from '../../../contracts/account-frame.ts';
import { usePlugin } from '../../../core/plugin-api.ts';
import { useTitle } from '../../../core/kit/ui/use-title.ts';
import '../../../core/kit/forms/forms.css';
import '../../../core/kit/ui/content.css';
import '../orders.css';

interface FrameProps {
  title: string;
  testId: string;
  children: ReactNode;
}

/** In a store without the account plugin: the page alone, with a way back to the account. */
function StandaloneFrame({ title, testId, children }: FrameProps) {
  const ctx = usePlugin<'orders'>();
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

/**
 * The member's order pages sit in the account pages' frame (side navigation, title) that the
 * account plugin lends, as the account's own pages do.
 */
export function OrdersFrame(props: FrameProps) {
  const lent = usePlugin<'orders'>().useOptional(accountFrameService);
  if (!lent) return <StandaloneFrame {...props} />;
  return (
    <lent.Frame title={props.title} testId={props.testId}>
      {props.children}
    </lent.Frame>
  );
}
