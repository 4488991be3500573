import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { PageProps, PluginContext } from '../../../core/kernel/plugin.ts';
import { useRemote } from '../../../core/ui/use-remote.ts';
import type { SaleEvent } from '../../../contracts/home.ts';
import { RemoteState } from '../../../core/ui/RemoteState.tsx';
import { homeEvents, orderEvents } from './home-data.ts';

function EventCard({ event, locale }: { event: SaleEvent; locale: string }) {
  const ends = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(event.endDate));
  return (
    <li className={`event-card event-card--${event.cardType.toLowerCase()}`} data-testid="event-card" data-card-type={event.cardType}>
      <Link href={event.url} className="event-card__link">
        {event.imageUrl && <img src={event.imageUrl} alt="" width={800} height={400} loading="lazy" />}
        <span className="event-card__name">{event.name}</span>
        {event.discountUpTo > 0 && (
          <span className="event-card__discount">
            <Trans>Up to -{event.discountUpTo}%</Trans>
          </span>
        )}
        <span className="event-card__ends">
          <Trans>Ends {ends}</Trans>
        </span>
      </Link>
    </li>
  );
}

function EventSection({ id, title, events, locale, modifier }: { id: string; title: ReactNode; events: SaleEvent[]; locale: string; modifier?: string }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={`event-grid${modifier ? ` event-grid--${modifier}` : ''}`}>
        {events.map((event) => (
          <EventCard key={event.eventId} event={event} locale={locale} />
        ))}
      </ul>
    </section>
  );
}

export function createHomePage(ctx: PluginContext<'catalog'>) {
  return function HomePage({ signal }: PageProps) {
    const events = useRemote(() => homeEvents(ctx), [], { signal });
    const locale = ctx.store.currency.priceLocale;
    return (
      <RemoteState state={events} variant="page">
        {(all) => {
          const { flash, inline } = orderEvents(all);
          return (
            <div className="home">
              <h1 className="home__title">
                <Trans>Today's private sales</Trans>
              </h1>
              {all.length === 0 && (
                <p className="page-message">
                  <Trans>No sales are running right now. New sales start every morning: come back soon.</Trans>
                </p>
              )}
              <EventSection id="flash-title" title={<Trans>Flash sales</Trans>} events={flash} locale={locale} modifier="flash" />
              <EventSection id="sales-title" title={<Trans>All sales</Trans>} events={inline} locale={locale} />
              <ctx.Slot name="home.below" />
            </div>
          );
        }}
      </RemoteState>
    );
  };
}
