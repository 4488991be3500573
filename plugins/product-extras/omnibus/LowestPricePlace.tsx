import type { ReactNode } from 'react';
import './lowest-price.css';

/**
 * The place of the EU prior-price line while its prior price is on its way: the line's text,
 * unseen and unread, so that it wraps as the line will and nothing under the price moves when the
 * line comes.
 */
export function LowestPricePlace({ children }: { children: ReactNode }) {
  return (
    <p className="lowest-price lowest-price--pending" aria-hidden="true" data-testid="lowest-price-place">
      {children}
    </p>
  );
}
