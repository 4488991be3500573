import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { helpdeskOrders, type OrderSummary } from '../../../contracts/orders.ts';
import { type ApiClient, type PageHeadOf, type PageLoader, type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { msg } from '@lingui/core/macro';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { useTitle } from '../../../core/kit/ui/use-title.ts';
import { ContactForm, type SentMessage } from '../contact/ContactForm.tsx';
import { MessageSent } from '../contact/MessageSent.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import '../../../core/kit/forms/forms.css';
import '../../../core/kit/ui/content.css';
import '../help.css';

/** The contact page's data: a member's recent orders (helpdesk-orders, first page), offered as subjects; none for a guest. */
export async function loadContactOrders(api: ApiClient, isMember: boolean, signal: AbortSignal): Promise<OrderSummary[]> {
  if (!isMember) return [];
  return (await api.call(helpdeskOrders, { query: { page: 1, limit: 5 }, signal })).items;
}

/** Contact us (/contact-us, page type customer_support): the send-us-message form beside the phones and hours. */
export default function ContactPage({ signal }: PageProps) {
  const ctx = usePlugin<'help'>();
  const { t } = useLingui();
  const { isUserLoggedIn } = useSnapshot(ctx.session);
  const [sent, setSent] = useState<SentMessage | null>(null);
  const orders = useRemote((s) => loadContactOrders(ctx.api, isUserLoggedIn, s), [isUserLoggedIn], { signal, logger: ctx.logger });
  useTitle(ctx.shell, t`Contact us`);
  return (
    <section className="content-page help-page contact-page" data-testid="contact-page">
      <h1>
        <Trans>Contact us</Trans>
      </h1>
      <p className="content-page__lead">
        <Trans>
          Write to us and our customer service answers within one working day. Many answers are already in our{' '}
          <ctx.RouteLink to="faq">frequently asked questions</ctx.RouteLink>.
        </Trans>
      </p>
      <div className="contact-layout">
        <div>
          {sent ? (
            <MessageSent sent={sent} isMember={isUserLoggedIn} again={() => setSent(null)} />
          ) : (
            // The orders are a convenience: while they load, or if they fail (logged), the topics are there.
            <ContactForm orders={orders.status === 'ready' ? orders.data : []} onSent={setSent} />
          )}
        </div>
        <ContactDetails store={ctx.store} headingId="contact-call" />
      </div>
    </section>
  );
}

/** The form needs no data to render (a member's orders come in the browser): the page renders on the server as it is. */
export const loader: PageLoader<null> = async () => null;

export const head: PageHeadOf<null, 'help'> = (_data, _resolution, ctx) => ({ title: ctx.i18n._(msg`Contact us`) });
