import { useSnapshot } from 'valtio';
import { useProductExtrasState } from './deps.ts';
import { SizeGuideLink } from './size-guide/SizeGuideLink.tsx';
import { StockNotes } from './stock/StockNotes.tsx';
import './product-details.css';

/** Beside a product page's purchase form: the size guide link and the stock messages. */
export default function ProductDetails() {
  const { product } = useSnapshot(useProductExtrasState().productPage.state);
  if (!product) return null;
  return (
    <>
      {product.sizeGuide && <SizeGuideLink identifier={product.sizeGuide} />}
      <StockNotes productId={product.productId} />
    </>
  );
}
