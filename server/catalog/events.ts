/*
 * Sales events in SQL, for every query that reads category_events as `e`: when one is live, and
 * where its listing is.
 */

/** Live while now() is between its dates (migration 0001). */
export const LIVE_DATES = 'e.start_date <= now() AND e.end_date > now()';

/** Live and open to every visitor: a sale reserved to a customer group (migration 0024) shows only in pss-hp-data. */
export const LIVE_EVENT = `${LIVE_DATES} AND e.customer_group_id IS NULL`;

/** The event's listing path in its store (url_rewrites), or null when it has none. */
export const EVENT_PATH = `(SELECT r.request_path FROM url_rewrites r
  WHERE r.store_id = e.store_id AND r.metadata->>'eventId' = e.event_id::text LIMIT 1)`;

/** Where an event's listing is: its path, else /event/{id}. */
export const eventUrl = (eventId: number, path: string | null): string => path ?? `/event/${eventId}`;
