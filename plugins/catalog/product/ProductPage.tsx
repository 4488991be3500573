import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import {
  usePlugin,
  ApiError,
  callLoaded,
  canSeePrices,
  errorMessage,
  formatMoney,
  formatReduction,
  type PageHeadOf,
  type PageLoaderArgs,
  type PageProps,
  type PluginContext,
  Static,
} from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import type { ProductDetail } from '../../../contracts/catalog.ts';
import { productPageService } from '../../../contracts/product-page-service.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { FittingForm } from '../../../core/kit/ui/FittingForm.tsx';
import { Delivery, DeliveryCountry, loadCountry, loadEstimate, type DeliveryCountryReply, type DeliveryEstimate } from './Delivery.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { Gallery } from './Gallery.tsx';
import { hyphenateFeatureLabel } from './hyphenation-de.ts';
import { ProductDetails } from './ProductDetails.tsx';
import { productHead } from './product-head.ts';
import { PurchaseForm } from './PurchaseForm.tsx';
import { loadCategoryEvents, SaleEnds, type CategoryEvents } from './SaleEnds.tsx';
import './product-page.css';

function ProductPrice({ product }: { product: ProductDetail }) {
  const ctx = usePlugin<'catalog'>();
  const { price } = product;
  const paid = price.specialPrice ?? price.price;
  return (
    <>
      <p className="product__price" data-testid="product-price">
        <strong>{formatMoney(paid, ctx.store.currency)}</strong>
        {price.rrp !== null && price.rrp > paid && (
          <>
            {' '}
            <s>
              <span className="visually-hidden">
                <Trans>Recommended retail price</Trans>
              </span>
              {formatMoney(price.rrp, ctx.store.currency)}
            </s>
          </>
        )}
        {price.discount > 0 && (
          <>
            {' '}
            <span className="product__discount" data-testid="product-discount">
              {formatReduction(price.discount, ctx.store.currency.priceLocale)}
            </span>
          </>
        )}
      </p>
      <div className="product__lowest-price">
        <ctx.Slot name="product.price" props={{ productId: product.productId, price }} />
      </div>
    </>
  );
}

function SkiPassLine({ resort, days }: { resort: string; days: number }) {
  return (
    <Trans>
      Ski pass: {resort}, <Plural value={days} one="# day" other="# days" />
    </Trans>
  );
}

/**
 * Spec 02 section 8: a product that is not there (404) is the not-found page, said by no log;
 * any other failure is logged as 'Problem to fetch product details' and shows the page's error.
 */
async function loadProduct(ctx: PluginContext<'catalog'>, id: number, signal: AbortSignal): Promise<ProductDetail> {
  try {
    return await callLoaded(ctx.api, async () => (await import('../../../contracts/catalog.ts')).singleProduct, {
      params: { id },
      query: { storeId: ctx.store.storeId },
      signal,
    });
  } catch (error) {
    if (!signal.aborted && !(error instanceof ApiError && error.status === 404)) {
      ctx.logger.error(`Problem to fetch product details: ${errorMessage(error)}`);
    }
    throw error;
  }
}

/**
 * What the server fetches for the product page it renders: the product, and what the page shows
 * beside it (its sale's end, the delivery estimate and country). Those are left to the browser
 * when their call fails.
 */
export interface ProductPageData {
  product: ProductDetail;
  saleEvents?: CategoryEvents | undefined;
  estimate?: DeliveryEstimate | undefined;
  country?: DeliveryCountryReply | undefined;
}

async function loadProductPage(ctx: PluginContext<'catalog'>, id: number, signal: AbortSignal): Promise<ProductPageData> {
  const product = await loadProduct(ctx, id, signal);
  const leftToBrowser = () => undefined;
  const [saleEvents, estimate, country] = await Promise.all([
    product.categoryId === null ? undefined : loadCategoryEvents(ctx, product.categoryId, signal).catch(leftToBrowser),
    loadEstimate(ctx, product.productId, signal).catch(leftToBrowser),
    loadCountry(ctx, signal).catch(leftToBrowser),
  ]);
  return { product, saleEvents, estimate, country };
}

export default function ProductPage({ resolution, signal, reportView, preloaded }: PageProps<ProductPageData>) {
  const ctx = usePlugin<'catalog'>();
  const id = Number(resolution.params.productId);
  const product = useRemote((s) => loadProduct(ctx, id, s), [id], { signal, initial: preloaded?.product });
  const session = useSnapshot(ctx.session);
  const showPrices = canSeePrices(session);

  useEffect(() => {
    if (product.status !== 'ready') return;
    const p = product.data;
    ctx.shell.setTitle(p.name);
    reportView({
      // The product is the page's entity (spec 02 section 7, tracking-page-view's entityId).
      entityId: p.productId,
      product: {
        productId: p.productId,
        productName: p.name,
        specialPrice: p.price.specialPrice ?? p.price.price,
        currencyCode: p.currency,
        category: p.categoryName ?? '',
        brandName: p.brandName,
      },
    });
  }, [ctx.shell, product, reportView]);

  // The product on screen, for what other plugins add around it (size guide, stock, extras).
  const productPage = ctx.useOptional(productPageService);
  useEffect(() => {
    if (!productPage || product.status !== 'ready') return;
    return productPage.show(product.data);
  }, [productPage, product]);

  return (
    <RemoteState state={product} variant="page">
      {(p) => (
        <article className="product" data-testid="product-page" data-product-type={p.productType}>
          <Static deps={[p]}>
            <Breadcrumb product={p} />
          </Static>
          <Gallery images={p.images} name={p.name} />
          <div className="product__info">
            {/* What the product is and costs: text and links, which hydration leaves as they came (the price slot is an island of its own). */}
            <Static deps={[p, showPrices]}>
              {p.brandUrl ? (
                <Link href={p.brandUrl} className="product__brand">
                  {p.brandName}
                </Link>
              ) : (
                <p className="product__brand">{p.brandName}</p>
              )}
              <h1 className="product__name">{p.name}</h1>
              {p.typeLabel && <p className="product__type">{hyphenateFeatureLabel(p.typeLabel, ctx.store.language)}</p>}
              {showPrices ? (
                <ProductPrice product={p} />
              ) : (
                <ctx.RouteLink to="login" className="product__members">
                  <Trans>Sign in to see the price</Trans>
                </ctx.RouteLink>
              )}
              {p.skiPass && (
                <p className="product__ski-pass">
                  <SkiPassLine resort={p.skiPass.resort} days={p.skiPass.days} />
                </p>
              )}
              {p.fittingForm && (
                <p className="product__fitting" data-testid="product-fitting-form">
                  <FittingForm name={p.fittingForm} />
                </p>
              )}
            </Static>
            <PurchaseForm product={p} />
            {/* After the form: on a phone the name, price, size and button come first. */}
            {p.categoryId !== null && <SaleEnds categoryId={p.categoryId} signal={signal} initial={preloaded?.saleEvents} />}
            <ctx.Slot name="product.details" />
            <Delivery productId={p.productId} signal={signal} initial={preloaded?.estimate} />
            <DeliveryCountry signal={signal} initial={preloaded?.country} />
            <ProductDetails description={p.description} specifications={p.specifications} />
          </div>
          <div className="product__below">
            <ctx.Slot name="product.below" />
          </div>
        </article>
      )}
    </RemoteState>
  );
}

export const loader = ({ ctx, resolution, signal }: PageLoaderArgs<'catalog'>): Promise<ProductPageData> =>
  loadProductPage(ctx, Number(resolution.params.productId), signal);

export const head: PageHeadOf<ProductPageData, 'catalog'> = ({ product }, resolution, ctx) =>
  productHead(product, { pricesShown: canSeePrices(ctx.session), url: `${ctx.store.origin}${resolution.path}`, homeName: ctx.i18n._(msg`Home`) });
