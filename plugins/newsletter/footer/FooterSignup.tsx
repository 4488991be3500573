import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { useNewsletterState } from '../deps.ts';
import { SignupForm } from './SignupForm.tsx';

/** The footer's sign-up (slot footer.extra); a subscribed member gets a link to their preferences instead. */
export default function FooterSignup() {
  const deps = useNewsletterState();
  const { ctx } = deps;
  const headingId = useId();
  const session = useSnapshot(ctx.session);
  const subscribedMember = session.isUserLoggedIn && session.raw?.isSubscribed === true;
  return (
    <section className="newsletter-signup" aria-labelledby={headingId} data-testid="newsletter-signup">
      <h2 id={headingId}>
        <Trans>The best sales, first</Trans>
      </h2>
      {subscribedMember ? (
        <p>
          <Trans>You get our newsletter.</Trans>{' '}
          <ctx.RouteLink to="newsletter-manage">
            <Trans>Choose your sports and how often</Trans>
          </ctx.RouteLink>
        </p>
      ) : (
        <>
          <p className="newsletter-signup__lead">
            <Trans>Subscribe to our newsletter and be the first to hear about sales for the sports you love.</Trans>
          </p>
          <SignupForm idPrefix="footer-newsletter" />
        </>
      )}
    </section>
  );
}
