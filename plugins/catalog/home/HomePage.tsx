import { Trans } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import {
  callLoaded,
  dateFormat,
  formatReduction,
  type PageHeadOf,
  type PageLoaderArgs,
  type PageProps,
  perKernel,
  type PluginContext,
  Static,
  usePlugin,
} from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import type { SaleEvent } from '../../../contracts/home.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { withDeviceTag } from '../../../core/kit/tracking/device-tags.ts';
import { useScreen } from '../../../core/kit/ui/screens.ts';
import type { Bestseller } from '../../../contracts/bestsellers.ts';
import { BestsellerList } from '../BestsellerList.tsx';
import { keepLoaded, type KeptLoader } from './bestsellers-data.ts';
import { createHomeEvents, orderEvents } from './home-data.ts';

interface DateFormat {
  locale: string;
  timeZone: string;
}

/** Where a card's picture stands: the first screen's largest thing (loads first), on the first screen, or further down (loads when scrolled to). */
type PictureRank = 'first' | 'on-screen' | 'below';

/** Cards of the top section that a wide first screen shows side by side. */
const FIRST_SCREEN_CARDS = 2;

function EventCard({ event, dates, rank, desktop }: { event: SaleEvent; dates: DateFormat; rank: PictureRank; desktop: boolean }) {
  // Spec 02 section 9: flash-sale cards carry their device tag (ct-10 on desktops, ct-11 on touch screens).
  const href = event.cardType === 'Flash' ? withDeviceTag(event.url, 'flashSale', desktop) : event.url;
  const upTo = formatReduction(event.discountUpTo, dates.locale);
  const ends = dateFormat(dates.locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: dates.timeZone }).format(new Date(event.endDate));
  return (
    <li className={`event-card event-card--${event.cardType.toLowerCase()}`} data-testid="event-card" data-card-type={event.cardType}>
      <Link href={href} className="event-card__link">
        {event.imageUrl && (
          <img
            src={event.imageUrl}
            alt=""
            width={800}
            height={400}
            {...(rank === 'first' ? { fetchPriority: 'high' as const } : rank === 'below' ? { loading: 'lazy' as const } : {})}
          />
        )}
        <span className="event-card__name">{event.name}</span>
        {event.discountUpTo > 0 && (
          <span className="event-card__discount">
            <Trans>Up to {upTo}</Trans>
          </span>
        )}
        <span className="event-card__ends">
          <Trans>Ends {ends}</Trans>
        </span>
      </Link>
    </li>
  );
}

interface SectionProps {
  id: string;
  title: ReactNode;
  events: SaleEvent[];
  dates: DateFormat;
  modifier?: string;
  /** The section on top of the page: its first card's picture is the one to load first. */
  leading?: boolean;
}

function EventSection({ id, title, events, dates, modifier, leading = false }: SectionProps) {
  const desktop = useScreen('d');
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Static deps={[desktop, events]}>
        <ul className={`event-grid${modifier ? ` event-grid--${modifier}` : ''}`}>
          {events.map((event, index) => (
            <EventCard
              key={event.eventId}
              event={event}
              dates={dates}
              rank={!leading || index >= FIRST_SCREEN_CARDS ? 'below' : index === 0 ? 'first' : 'on-screen'}
              desktop={desktop}
            />
          ))}
        </ul>
      </Static>
    </section>
  );
}

/** The store's bestsellers (spec 02 section 7 "GET bestsellers", 12: section 9), below the sales; a failure keeps what was loaded. */
function HomeBestsellers({ load, signal, preloaded }: { load: KeptLoader<Bestseller>; signal: AbortSignal; preloaded: readonly Bestseller[] | undefined }) {
  // The server's list is the one a later failed load keeps.
  useEffect(() => {
    if (preloaded) load.keep(preloaded);
  }, [load, preloaded]);
  const best = useRemote(load, [], { signal, initial: preloaded });
  if (best.status !== 'ready') return null;
  return (
    <Static deps={[best.data]}>
      <BestsellerList id="home-best" items={best.data} />
    </Static>
  );
}

/** The home's data: the sales, and the bestsellers below them. */
export interface HomeData {
  events: SaleEvent[];
  bestsellers: readonly Bestseller[];
}

interface HomeLoads {
  homeEvents: ReturnType<typeof createHomeEvents>;
  loadBestsellers: KeptLoader<Bestseller>;
}

/** Each kernel's loads of the home: the sales and bestsellers it keeps between visits. */
const homeLoadsOf = perKernel((ctx: PluginContext<'catalog'>): HomeLoads => ({
  homeEvents: createHomeEvents(ctx),
  loadBestsellers: keepLoaded(
    async (signal) =>
      (
        await callLoaded(ctx.api, async () => (await import('../../../contracts/bestsellers.ts')).bestsellers, {
          query: { storeId: ctx.store.storeId, limit: 12 },
          signal,
        })
      ).items,
    (error) => ctx.logger.warn('bestsellers failed: keeping what was loaded', error),
  ),
}));

/** What the server fetches for the home it renders: the sales, and the bestsellers below them. */
export async function loader({ ctx, signal }: PageLoaderArgs<'catalog'>): Promise<HomeData> {
  const { homeEvents, loadBestsellers } = homeLoadsOf(ctx);
  const [events, bestsellers] = await Promise.all([homeEvents(), loadBestsellers(signal)]);
  return { events, bestsellers };
}

/** A picture for link previews: the first sale's, else the first bestseller's (the shop's own data is the server's, page-head.ts). */
export const head: PageHeadOf<HomeData, 'catalog'> = ({ events, bestsellers }) => {
  const image = events.find((event) => event.imageUrl)?.imageUrl ?? bestsellers[0]?.productImageUrl;
  return image ? { image } : {};
};

/** The home page (`/`, `/sales`): today's sales events and the bestsellers, fetched on the server for the first page. */
export default function HomePage({ signal, preloaded }: PageProps<HomeData>) {
  const ctx = usePlugin<'catalog'>();
  const { homeEvents, loadBestsellers } = homeLoadsOf(ctx);
  const dates = { locale: ctx.store.currency.priceLocale, timeZone: ctx.store.timeZone };
  const events = useRemote(homeEvents, [], { signal, initial: preloaded?.events });
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
            <EventSection id="flash-title" title={<Trans>Flash sales</Trans>} events={flash} dates={dates} modifier="flash" leading />
            <EventSection id="sales-title" title={<Trans>All sales</Trans>} events={inline} dates={dates} leading={flash.length === 0} />
            {/* The CMS story of the home (hero, banners, products…), from the plugin that fills the slot. */}
            <ctx.Slot name="home.story" />
            <ctx.Slot name="home.below" />
            <HomeBestsellers load={loadBestsellers} signal={signal} preloaded={preloaded?.bestsellers} />
          </div>
        );
      }}
    </RemoteState>
  );
}
