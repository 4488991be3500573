import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { PageProps, PluginContext } from '../../../core/kernel/plugin.ts';
import { useRemote } from '../../../core/ui/use-remote.ts';
import type { SaleEvent } from '../../../contracts/home.ts';
import { RemoteState } from '../../../core/ui/RemoteState.tsx';
import { withDeviceTag } from '../../../core/tracking/device-tags.ts';
import { useScreen } from '../../../core/ui/screens.ts';
import { homeEvents, orderEvents } from './home-data.ts';

function EventCard({ event, locale, desktop }: { event: SaleEvent; locale: string; desktop: boolean }) {
  // Spec 02 section 9: flash-sale cards carry their device tag (ct-10 on desktops, ct-11 on touch screens).
  const href = event.cardType === 'Flash' ? withDeviceTag(event.url, 'flashSale', desktop) : event.url;
  const ends = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(event.endDate));
  return (
    <li className={`event-card event-card--${event.cardType.toLowerCase()}`} data-testid="event-card" data-card-type={event.cardType}>
      <Link href={href} className="event-card__link">
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
  const desktop = useScreen('d');
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={`event-grid${modifier ? ` event-grid--${modifier}` : ''}`}>
        {events.map((event) => (
          <EventCard key={event.eventId} event={event} locale={locale} desktop={desktop} />
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
              {/* The CMS story of the home (hero, banners, products…), from the plugin that fills the slot. After the
                  sales: it arrives with the deferred plugins, and must not push the sales on screen down when it does. */}
              <ctx.Slot name="home.story" />
            </div>
          );
        }}
      </RemoteState>
    );
  };
}
