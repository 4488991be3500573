import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { CONTACT_LIMITS, sendUsMessage } from '../../../contracts/contact.ts';
import type { OrderSummary } from '../../../contracts/orders.ts';
import { ApiError, usePlugin } from '../../../core/plugin-api.ts';
import { Field, FormMessage } from '../../../core/kit/forms/Field.tsx';
import { useForm } from '../../../core/kit/forms/use-form.ts';
import { useHydrated } from '../../../core/kit/ui/use-hydrated.ts';
import { MessageField } from './MessageField.tsx';
import { parseSubject } from './subjects.ts';
import { SubjectField, useSubjectNames } from './SubjectField.tsx';

export interface SentMessage {
  reference: string;
  name: string;
  email: string;
  /** The member's order the message is about, if they chose one. */
  order: OrderSummary | null;
}

const L = CONTACT_LIMITS;

/** The send-us-message form: validated with the shared validators before anything is sent. */
export function ContactForm({ orders, onSent }: { orders: readonly OrderSummary[]; onSent(sent: SentMessage): void }) {
  const ctx = usePlugin<'help'>();
  const { t } = useLingui();
  const names = useSubjectNames();
  const [failure, setFailure] = useState<string | null>(null);
  // A member's name and address are known: filled in, still theirs to change.
  const member = useSnapshot(ctx.session).raw;
  const form = useForm({
    name: { label: t`Your name`, initial: member?.name ?? '', rules: `required|max:${L.name}` },
    email: { label: t`Email address`, initial: member?.email ?? '', rules: `required|email|max:${L.email}` },
    subject: { label: t`Subject`, rules: 'required' },
    message: { label: t`Your message`, rules: `required|min:${L.messageMin}|max:${L.messageMax}` },
  });

  // A page shared by many came without them (the server's page cache): they arrive with the
  // shopper's session, and fill the fields the shopper has not typed in yet.
  const { values, setValues } = form;
  const known = { name: member?.name ?? '', email: member?.email ?? '' };
  useEffect(() => {
    const blanks = { ...(values.name === '' && known.name ? { name: known.name } : {}), ...(values.email === '' && known.email ? { email: known.email } : {}) };
    if (Object.keys(blanks).length > 0) setValues(blanks);
    // Only a new session fills in: a field the shopper emptied stays empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known.name, known.email]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const subject = parseSubject(values.subject, orders);
    if (!subject) return;
    try {
      const reply = await ctx.api.call(sendUsMessage, {
        body: {
          storeId: ctx.store.storeId,
          name: values.name.trim(),
          email: values.email.trim(),
          subject: names.of(subject),
          message: values.message.trim(),
          ...(subject.kind === 'order' ? { orderId: subject.order.id } : {}),
        },
      });
      onSent({ reference: reply.reference, name: values.name.trim(), email: values.email.trim(), order: subject.kind === 'order' ? subject.order : null });
    } catch (error) {
      ctx.logger.warn('the message was not sent', error);
      setFailure(
        error instanceof ApiError && error.status === 429
          ? t`You have sent several messages in a short time. Please try again in a few minutes, or call us.`
          : t`Your message could not be sent. Please try again.`,
      );
    }
  });

  const hydrated = useHydrated();

  return (
    <form className="form form--wide" onSubmit={submit} noValidate data-testid="contact-form">
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <fieldset className="form__until-hydrated" disabled={!hydrated}>
        <div className="form__row">
          <Field {...form.field('name')} autoComplete="name" />
          <Field {...form.field('email')} type="email" autoComplete="email" />
        </div>
        <SubjectField {...form.field('subject')} orders={orders} />
        <MessageField {...form.field('message')} min={L.messageMin} max={L.messageMax} />
        <button type="submit" className="button" disabled={form.submitting}>
          <Trans>Send the message</Trans>
        </button>
      </fieldset>
    </form>
  );
}
