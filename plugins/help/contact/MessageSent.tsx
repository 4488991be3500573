import { Trans } from '@lingui/react/macro';
import { usePlugin } from '../../../core/plugin-api.ts';
import { useEffect, useRef } from 'react';
import type { SentMessage } from './ContactForm.tsx';

/** What the shopper sees once their message is stored: who answers, where, when, and the reference to quote. */
export function MessageSent({ sent, isMember, again }: { sent: SentMessage; isMember: boolean; again(): void }) {
  const ctx = usePlugin<'help'>();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone: the acknowledgement takes the focus, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  const { name, email, reference, order } = sent;
  const hours = ctx.store.customerService.hours;
  const number = order?.incrementId;
  return (
    <div className="card stack contact-sent" role="status" data-testid="contact-sent">
      <h2 ref={heading} tabIndex={-1}>
        <Trans>Thank you, {name}!</Trans>
      </h2>
      {order ? (
        <p>
          <Trans>
            Your message about order {number} has reached our customer service. We will answer you at <strong>{email}</strong> within one working day.
          </Trans>{' '}
          <ctx.RouteLink to="order-view" params={{ orderId: order.id }}>
            <Trans>See the order</Trans>
          </ctx.RouteLink>
        </p>
      ) : (
        <p>
          <Trans>
            We have received your message and will answer you at <strong>{email}</strong> within one working day.
          </Trans>
        </p>
      )}
      <p>
        <Trans>
          Your reference: <strong data-testid="contact-reference">{reference}</strong>. Quote it if you call us ({hours}).
        </Trans>
      </p>
      {isMember && !order && (
        <p>
          <ctx.RouteLink to="order-history">
            <Trans>Your orders are in your account.</Trans>
          </ctx.RouteLink>
        </p>
      )}
      <p>
        <button type="button" className="link-button" onClick={again}>
          <Trans>Send another message</Trans>
        </button>
      </p>
    </div>
  );
}
