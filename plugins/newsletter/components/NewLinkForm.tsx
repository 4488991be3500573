import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { newsletterManageLink } from '../../../contracts/newsletter.ts';
import { Field } from '../../../core/kit/forms/Field.tsx';
import { useForm } from '../../../core/kit/forms/use-form.ts';
import { useNewsletterState } from '../deps.ts';
import { failureMessages } from '../newsletter-errors.ts';
import { CallResult, type Outcome } from './CallResult.tsx';
import '../../../core/kit/forms/forms.css';

/**
 * An address and "Send me a new link" (newsletter-manage-link): a fresh manage link for a
 * subscription the address has; it subscribes nobody. The answer is the same for every address.
 */
export function NewLinkForm() {
  const deps = useNewsletterState();
  const { ctx } = deps;
  const { t } = useLingui();
  const form = useForm({ email: { label: t`Email address`, rules: 'required|email|email_domain' } });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await ctx.api.call(newsletterManageLink, { body: { email: email.trim(), store_id: ctx.store.storeId } });
      setOutcome({ tone: 'success', messages: [t`If this address gets our newsletter, a new link is on its way. Please check your inbox.`] });
    } catch (error) {
      setOutcome({ tone: 'error', messages: failureMessages(error, t`The link could not be sent. Please try again.`) });
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
      data-testid="newsletter-new-link-form"
    >
      <div className="newsletter-signup__row">
        <Field {...form.field('email')} id="new-link-email" type="email" autoComplete="email" />
        <button type="submit" className="button" aria-disabled={form.submitting}>
          <Trans>Send me a new link</Trans>
        </button>
      </div>
      <CallResult outcome={outcome} testId="new-link-result" />
    </form>
  );
}
