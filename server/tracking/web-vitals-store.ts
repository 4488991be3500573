import type { WebVitalsBatch } from '../../contracts/web-vitals.ts';
import type { Db } from '../db/db.ts';

/** Rows kept: the newest ones, enough for a steady p75 per page type without growing forever. */
export const WEB_VITALS_KEPT = 100_000;

/** Stores one page's metrics, then drops the rows past the cap. */
export async function recordVitals(db: Db, storeId: number, batch: WebVitalsBatch): Promise<void> {
  const values: unknown[] = [];
  const rows = batch.metrics.map((metric, i) => {
    values.push(storeId, batch.pageType, metric.name, metric.value, metric.rating);
    const at = i * 5;
    return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5})`;
  });
  await db.query(`INSERT INTO web_vitals (store_id, page_type, name, value, rating) VALUES ${rows.join(', ')}`, values);
  await db.query('DELETE FROM web_vitals WHERE id <= (SELECT max(id) FROM web_vitals) - $1', [WEB_VITALS_KEPT]);
}

export interface VitalPercentile {
  pageType: string;
  name: string;
  p75: number;
  samples: number;
}

/** The 75th percentile of each metric per page type of a store, as Core Web Vitals are judged (for developers; no endpoint). */
export async function vitalsP75(db: Db, storeId: number): Promise<VitalPercentile[]> {
  const rows = await db.query<{ page_type: string; name: string; p75: number; samples: number }>(
    `SELECT page_type, name, percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, count(*)::int AS samples
       FROM web_vitals WHERE store_id = $1 GROUP BY page_type, name ORDER BY page_type, name`,
    [storeId],
  );
  return rows.map((row) => ({ pageType: row.page_type, name: row.name, p75: Number(row.p75), samples: row.samples }));
}
