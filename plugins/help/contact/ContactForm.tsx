import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CONTACT_LIMITS, sendUsMessage } from '../../../contracts/contact.ts';
import type { OrderSummary } from '../../../contracts/orders.ts';
import { ApiError } from '../../../core/plugin-api.ts';
import { Field, FormMessage } from '../../../core/kit/forms/Field.tsx';
import { useForm } from '../../../core/kit/forms/use-form.ts';
import { useHydrated } from '../../../core/kit/ui/use-hydrated.ts';
import type { HelpDeps } from '../deps.ts';
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
export function ContactForm({ deps, orders, onSent }: { deps: HelpDeps; orders: readonly OrderSummary[]; onSent(sent: SentMessage): void }) {
  const { ctx } = deps;
  const { t } = useLingui();
  const names = useSubjectNames();
  const [failure, setFailure] = useState<string | null>(null);
  // A member's name and address are known: filled in, still theirs to change.
  const member = ctx.session.raw;
  const form = useForm({
    initial: { name: member?.name ?? '', email: member?.email ?? '', subject: '', message: '' },
    rules: {
      name: `required|max:${L.name}`,
      email: `required|email|max:${L.email}`,
      subject: 'required',
      message: `required|min:${L.messageMin}|max:${L.messageMax}`,
    },
    labels: { name: t`Your name`, email: t`Email address`, subject: t`Subject`, message: t`Your message` },
  });

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
          <Field label={t`Your name`} name="name" autoComplete="name" value={form.values.name} error={form.errors.name} onValue={(v) => form.set('name', v)} />
          <Field
            label={t`Email address`}
            name="email"
            type="email"
            autoComplete="email"
            value={form.values.email}
            error={form.errors.email}
            onValue={(v) => form.set('email', v)}
          />
        </div>
        <SubjectField label={t`Subject`} value={form.values.subject} error={form.errors.subject} onValue={(v) => form.set('subject', v)} orders={orders} />
        <MessageField
          label={t`Your message`}
          value={form.values.message}
          error={form.errors.message}
          onValue={(v) => form.set('message', v)}
          min={L.messageMin}
          max={L.messageMax}
        />
        <button type="submit" className="button" disabled={form.submitting}>
          <Trans>Send the message</Trans>
        </button>
      </fieldset>
    </form>
  );
}
