import './lowest-price.css';

/**
 * The place of the EU prior-price line while it is on its way (the plugin that draws it, the
 * prior price itself): a line of the same height, so that nothing under the price moves when the
 * line comes.
 */
export function LowestPricePlace() {
  return <p className="lowest-price lowest-price--pending" aria-hidden="true" data-testid="lowest-price-place" />;
}
