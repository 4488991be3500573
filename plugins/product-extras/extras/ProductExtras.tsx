import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { PricedCard, RelatedSale } from '../../../contracts/product-extras.ts';
import type { ProductDetailView } from '../../../contracts/product-page-service.ts';
import { useProductExtrasState } from '../deps.ts';
import { canSeePrices, dateFormat, formatMoney, usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { loadProductExtras } from './load-product-extras.ts';
import './product-extras.css';

function Strip({ id, title, children, testId }: { id: string; title: ReactNode; children: ReactNode; testId: string }) {
  return (
    <section className="product-extras__section" aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Cards({ items }: { items: PricedCard[] }) {
  const { ctx, LowestPrice } = useProductExtrasState();
  const session = useSnapshot(ctx.session);
  const showPrices = canSeePrices(session);
  return (
    <ul className="extras-cards">
      {items.map((item) => {
        const paid = item.price.specialPrice ?? item.price.price;
        return (
          <li key={item.productId} className="extras-card" data-testid="extras-card">
            <Link href={item.url} className="extras-card__link">
              <img src={item.imageUrl} alt="" width={160} height={160} loading="lazy" />
              <span className="extras-card__brand">{item.brandName}</span>
              <span className="extras-card__name">{item.name}</span>
            </Link>
            {showPrices && (
              <>
                <span className="extras-card__price">
                  <strong>{formatMoney(paid, ctx.store.currency)}</strong>
                  {item.price.rrp !== null && item.price.rrp > paid && (
                    <s>
                      <span className="visually-hidden">
                        <Trans>Recommended retail price</Trans>
                      </span>
                      {formatMoney(item.price.rrp, ctx.store.currency)}
                    </s>
                  )}
                </span>
                {LowestPrice && <LowestPrice productId={item.productId} price={item.price} />}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Sales({ sales, locale }: { sales: RelatedSale[]; locale: string }) {
  const format = dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return (
    <ul className="extras-sales">
      {sales.map((sale) => {
        const ends = format.format(new Date(sale.endDate));
        return (
          <li key={sale.eventId} data-testid="related-sale">
            <Link href={sale.url} className="extras-sale">
              {sale.imageUrl && <img src={sale.imageUrl} alt="" width={320} height={160} loading="lazy" />}
              <span className="extras-sale__name">{sale.name}</span>
              <span className="extras-sale__ends">
                <Trans>Ends {ends}</Trans>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function Extras({ product }: { product: ProductDetailView }) {
  const ctx = usePlugin<'product-extras'>();
  const group = useSnapshot(ctx.session).raw?.group ?? 0;
  const extras = useRemote((s) => loadProductExtras(ctx.api, ctx.store, product, group, ctx.logger, s), [product.productId, group], {
    logger: ctx.logger,
  });
  if (extras.status !== 'ready') return <div className="product-extras product-extras--loading" aria-hidden="true" />;
  const { related, brand, recommended, sales, category } = extras.data;
  const brandName = product.brandName;
  const categoryName = category?.name;
  return (
    <div className="product-extras" data-testid="product-extras">
      {category && (
        <p className="product-extras__more">
          <Link href={category.url}>
            <Trans>More in {categoryName}</Trans>
          </Link>
        </p>
      )}
      {related.length > 0 && (
        <Strip id="extras-related" title={<Trans>Goes well with</Trans>} testId="related-products">
          <Cards items={related} />
        </Strip>
      )}
      {sales.length > 0 && (
        <Strip id="extras-sales" title={<Trans>Related sales</Trans>} testId="related-sales">
          <Sales sales={sales} locale={ctx.store.locale.replace('_', '-')} />
        </Strip>
      )}
      {brand.length > 0 && (
        <Strip id="extras-brand" title={<Trans>More from {brandName}</Trans>} testId="brand-products">
          <Cards items={brand} />
        </Strip>
      )}
      {recommended.length > 0 && (
        <Strip id="extras-recommended" title={<Trans>Recommended for you</Trans>} testId="recommended-products">
          <Cards items={recommended} />
        </Strip>
      )}
    </div>
  );
}
/** Below a product page's purchase form: related products, the brand, recommendations, related sales. */
export default function ProductExtrasSection() {
  const { product } = useSnapshot(useProductExtrasState().productPage.state);
  // A new product starts over: its own loading state, not the last product's extras.
  return product ? <Extras key={product.productId} product={product} /> : null;
}
