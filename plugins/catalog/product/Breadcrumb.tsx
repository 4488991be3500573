import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { ProductDetail } from '../../../contracts/catalog.ts';
import { usePlugin } from '../../../core/plugin-api.ts';

/** Where the product sits: the home, its category (when the backend gives its page), the product. */
export function Breadcrumb({ product }: { product: ProductDetail }) {
  const ctx = usePlugin<'catalog'>();
  const { t } = useLingui();
  return (
    <nav className="breadcrumb" aria-label={t`Breadcrumb`} data-testid="breadcrumb">
      <ol>
        <li>
          <ctx.RouteLink to="home">
            <Trans>Home</Trans>
          </ctx.RouteLink>
        </li>
        {product.categoryName && product.categoryUrl && (
          <li>
            <Link href={product.categoryUrl}>{product.categoryName}</Link>
          </li>
        )}
        <li aria-current="page">{product.name}</li>
      </ol>
    </nav>
  );
}
