import { createElement, type ComponentType } from 'react';
import { isEuStore, isReducedPrice, type ShownPrice } from '../pricing/omnibus.ts';
import { LowestPricePlace } from './LowestPricePlace.tsx';
import { useLateValue } from './use-late-value.ts';

interface LineProps {
  price: ShownPrice;
  className?: string;
}

/** Where the line's component is set, by the plugin that draws it (the product-page state). */
interface LineState<Props> {
  LowestPrice: ComponentType<Props> | null;
}

function Line<Props extends LineProps>({ state, awaited, props }: { state: LineState<Props>; awaited: boolean; props: Props }) {
  // The server never has the line's plugin (it loads after the first page).
  const LowestPrice = useLateValue(state, (page) => page.LowestPrice, null);
  // Not a component made in render (as the lint fears): the plugin sets it once, when it loads.
  if (LowestPrice) return createElement(LowestPrice, props);
  return awaited ? <LowestPricePlace className={props.className} /> : null;
}

/**
 * The EU prior-price line beside a price, drawn by the plugin that set it in `state` (nothing
 * where there is no such state). In an EU store a reduced price gets the line (spec: product-extras
 * draws it): its place is kept until that plugin has loaded.
 */
export function PriorPriceLine<Props extends LineProps>({
  state,
  store,
  props,
}: {
  state: LineState<Props> | undefined;
  store: { country: string };
  props: Props;
}) {
  if (!state) return null;
  return <Line state={state} awaited={isEuStore(store) && isReducedPrice(props.price)} props={props} />;
}
