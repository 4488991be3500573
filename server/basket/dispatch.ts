/*
 * Estimated delivery (product-dispatch-date), deterministic so that pages and tests agree:
 * the start is 2 to 4 working days after today (by product), the end three days later.
 * Timestamps are noon UTC, so the date reads the same across European time zones.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeliveryEstimate {
  /** Unix seconds. */
  start: number;
  end: number;
}

export function workingDaysFor(productId: number): number {
  return 2 + (productId % 3);
}

export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 12));
  let left = days;
  while (left > 0) {
    date.setTime(date.getTime() + DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

export function estimateDelivery(productId: number, now: Date = new Date()): DeliveryEstimate {
  const start = addWorkingDays(now, workingDaysFor(productId));
  return { start: start.getTime() / 1000, end: (start.getTime() + 3 * DAY_MS) / 1000 };
}
