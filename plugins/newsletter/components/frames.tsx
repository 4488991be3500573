import type { ReactNode } from 'react';
import { accountFrameService } from '../../../contracts/account-frame.ts';
import { useTitle } from '../../../core/kit/ui/use-title.ts';
import { useNewsletterState } from '../deps.ts';
import '../../../core/kit/forms/forms.css';
import '../../../core/kit/ui/content.css';
import '../newsletter.css';

interface FrameProps {
  title: string;
  testId: string;
  children: ReactNode;
}

/** A page reached without an account (by the mailed link): the title and the content, narrow. */
export function PublicFrame({ title, testId, children }: FrameProps) {
  const deps = useNewsletterState();
  useTitle(deps.ctx.shell, title);
  return (
    <section className="content-page newsletter-page" data-testid={testId}>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/**
 * A member's account page: in the account pages' frame (side navigation) lent by the account
 * plugin; in a store without it, the page alone with a way back to the account.
 */
export function MemberFrame({ title, testId, children }: FrameProps) {
  const deps = useNewsletterState();
  const { ctx } = deps;
  const lent = ctx.useOptional(accountFrameService);
  if (lent) {
    return (
      <lent.Frame title={title} testId={testId}>
        {children}
      </lent.Frame>
    );
  }
  return (
    <PublicFrame title={title} testId={testId}>
      {children}
    </PublicFrame>
  );
}
