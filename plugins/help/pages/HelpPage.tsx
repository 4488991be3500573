import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { msg } from '@lingui/core/macro';
import { type PageHeadOf, type PageLoader, usePlugin } from '../../../core/plugin-api.ts';
import { useTitle } from '../../../core/kit/ui/use-title.ts';
import { useTypedBeforeHydration } from '../../../core/kit/ui/use-typed-before-hydration.ts';
import { ContactDetails } from './ContactDetails.tsx';
import '../../../core/kit/ui/content.css';
import '../help.css';

/** The help page (/help, page type helpdesk): the FAQ search, the ways to an answer, and how to reach the shop. */
export default function HelpPage() {
  const ctx = usePlugin<'help'>();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const searchBox = useTypedBeforeHydration<HTMLInputElement>(query, setQuery);
  const { isUserLoggedIn } = useSnapshot(ctx.session);
  const faq = ctx.href('faq');
  useTitle(ctx.shell, t`Help & Contact`);
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (faq) navigate(query.trim() ? `${faq}?q=${encodeURIComponent(query.trim())}` : faq);
  };
  return (
    <section className="content-page help-page" data-testid="help-page">
      <h1>
        <Trans>How can we help?</Trans>
      </h1>
      <p className="content-page__lead">
        <Trans>Most answers are in our frequently asked questions. For anything else, our team is there for you.</Trans>
      </p>
      {faq && (
        <form role="search" className="help-search" aria-labelledby="help-search-label" onSubmit={search} action={faq}>
          <label id="help-search-label" htmlFor="help-search-input">
            <Trans>Search the questions</Trans>
          </label>
          <div className="help-search__row">
            <input
              ref={searchBox}
              id="help-search-input"
              name="q"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
            <button type="submit" className="button">
              <Trans>Search</Trans>
            </button>
          </div>
        </form>
      )}
      <ul className="help-cards" data-testid="help-links">
        <li className="card">
          <h2>
            <ctx.RouteLink to="faq">
              <Trans>Frequently asked questions</Trans>
            </ctx.RouteLink>
          </h2>
          <p className="muted">
            <Trans>Ordering, delivery, returns, payment, membership, flash sales and reward points.</Trans>
          </p>
        </li>
        <li className="card">
          <h2>
            <Link href="/delivery-and-returns">
              <Trans>Delivery & returns</Trans>
            </Link>
          </h2>
          <p className="muted">
            <Trans>What delivery costs, when your order arrives, and how to send a product back.</Trans>
          </p>
        </li>
        <li className="card">
          <h2>
            <ctx.RouteLink to="contact">
              <Trans>Send us a message</Trans>
            </ctx.RouteLink>
          </h2>
          <p className="muted">
            <Trans>Write to our customer service: we answer within one working day.</Trans>
          </p>
        </li>
        {isUserLoggedIn && ctx.href('order-history') && (
          <li className="card">
            <h2>
              <ctx.RouteLink to="order-history">
                <Trans>My orders</Trans>
              </ctx.RouteLink>
            </h2>
            <p className="muted">
              <Trans>Follow a parcel, cancel an order or change its delivery address.</Trans>
            </p>
          </li>
        )}
      </ul>
      <ContactDetails store={ctx.store} headingId="help-call" />
    </section>
  );
}

/** Nothing to fetch: the page renders on the server as it is. */
export const loader: PageLoader<null> = async () => null;

export const head: PageHeadOf<null, 'help'> = (_data, _resolution, ctx) => ({ title: ctx.i18n._(msg`Help & Contact`) });
