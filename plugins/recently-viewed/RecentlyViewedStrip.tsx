import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { canSeePrices, formatMoney } from '../../core/plugin-api.ts';
import { useRemote } from '../../core/kit/ui/use-remote.ts';
import { useRecentlyViewedState } from './deps.ts';
import { loadRecentlyViewed } from './load-recently-viewed.ts';
import './recently-viewed.css';

/** The recently viewed strip of the home and product pages (not the product on screen); nothing when empty. */
export default function RecentlyViewedStrip() {
  const deps = useRecentlyViewedState();
  const { ctx } = deps;
  const headingId = useId();
  const { version, currentProductId } = useSnapshot(deps.state);
  const session = useSnapshot(ctx.session);
  const member = session.isUserLoggedIn;
  const list = useRemote((s) => loadRecentlyViewed(ctx.api, ctx.store, member, deps.local.read, s), [version, member], { logger: ctx.logger });
  if (list.status !== 'ready') return null;
  const items = list.data.filter((item) => item.productID !== currentProductId);
  if (items.length === 0) return null;
  const showPrices = canSeePrices(session);
  return (
    <section className="recently-viewed" aria-labelledby={headingId} data-testid="recently-viewed">
      <h2 id={headingId}>
        <Trans>Recently viewed</Trans>
      </h2>
      <ul className="recently-viewed__list">
        {items.map((item) => {
          const thumbnail = item.thumbnails[0];
          return (
            <li key={item.productID} data-testid="recently-viewed-item" data-product-id={item.productID}>
              <Link href={item.url} className="recently-viewed__item">
                <img src={thumbnail?.url ?? item.imageUrl} alt="" width={50} height={50} loading="lazy" />
                <span className="recently-viewed__text">
                  <span className="recently-viewed__brand">{item.brand}</span>
                  <span className="recently-viewed__name">{item.name}</span>
                  {showPrices && (
                    <span className="recently-viewed__price">
                      <strong>{formatMoney(item.price, ctx.store.currency)}</strong>
                      {item.oldPrice !== null && (
                        <s>
                          <span className="visually-hidden">
                            <Trans>Recommended retail price</Trans>
                          </span>
                          {formatMoney(item.oldPrice, ctx.store.currency)}
                        </s>
                      )}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
