import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { newsletterSubscribe } from '../../../contracts/newsletter.ts';
import { Field } from '../../../core/kit/forms/Field.tsx';
import { useForm } from '../../../core/kit/forms/use-form.ts';
import { CallResult, type Outcome } from '../components/CallResult.tsx';
import { type NewsletterDeps, useNewsletterState } from '../deps.ts';
import { failureMessages, withoutErrors } from '../newsletter-errors.ts';
import { guestSubscribeBody, referrerOf } from '../subscribe-bodies.ts';
import '../../../core/kit/forms/forms.css';
import '../newsletter.css';

/** Opens the "check your inbox" modal (its code loads then). */
export function openSubscribedModal({ ctx }: NewsletterDeps, email: string): void {
  void import('./SubscribedModal.tsx').then(({ SubscribedModal }) => {
    ctx.shell.openModal({
      kind: 'newsletter-subscribed',
      size: 'narrow',
      title: ctx.i18n._(msg`Check your inbox`),
      component: ({ close }: { close: () => void }) => <SubscribedModal close={close} email={email} />,
    });
  });
}

/**
 * An address and Subscribe (newsletter-subscribe, body variant a), validated with the forms
 * toolkit: the server mails a link that confirms the sign-up (double opt-in; nothing counts
 * before it is followed), and the modal says so.
 */
export function SignupForm({ idPrefix }: { idPrefix: string }) {
  const deps = useNewsletterState();
  const { ctx } = deps;
  const { t } = useLingui();
  const form = useForm({ email: { label: t`Email address`, rules: 'required|email|email_domain' } });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      withoutErrors(await ctx.api.call(newsletterSubscribe, { body: guestSubscribeBody(email, ctx.store.storeId, referrerOf(window.location)) }));
      form.set('email', '');
      setOutcome({ tone: 'success', messages: [t`Thank you! Check your inbox and confirm your subscription with the link we sent you.`] });
      openSubscribedModal(deps, email.trim());
    } catch (error) {
      setOutcome({ tone: 'error', messages: failureMessages(error, t`You could not be subscribed. Please try again.`) });
    }
  });

  return (
    <form
      className="newsletter-signup__form"
      onSubmit={(event) => {
        if (form.submitting) event.preventDefault();
        else void submit(event);
      }}
      noValidate
      data-testid="newsletter-signup-form"
    >
      <div className="newsletter-signup__row">
        <Field {...form.field('email')} id={`${idPrefix}-email`} type="email" autoComplete="email" />
        <button type="submit" className="button" aria-disabled={form.submitting}>
          <Trans>Subscribe</Trans>
        </button>
      </div>
      <CallResult outcome={outcome} testId={`${idPrefix}-result`} />
    </form>
  );
}
