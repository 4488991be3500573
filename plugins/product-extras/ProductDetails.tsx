import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import type { ProductExtrasDeps } from './deps.ts';
import { SizeGuideLink } from './size-guide/SizeGuideLink.tsx';
import { StockNotes } from './stock/StockNotes.tsx';
import './product-details.css';

/** Beside a product page's purchase form: the size guide link and the stock messages. */
export function createComponent(deps: ProductExtrasDeps): ComponentType {
  return function ProductDetails() {
    const { product } = useSnapshot(deps.productPage.state);
    if (!product) return null;
    return (
      <>
        {product.sizeGuide && <SizeGuideLink ctx={deps.ctx} identifier={product.sizeGuide} />}
        <StockNotes ctx={deps.ctx} productId={product.productId} />
      </>
    );
  };
}
