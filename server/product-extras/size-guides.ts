import type { SizeGuide } from '../../contracts/size-guide.ts';
import type { Db } from '../db/db.ts';
import { localText } from '../catalog/catalog.ts';

interface GuideRow {
  identifier: string;
  title: unknown;
  intro: unknown[];
  tables: { caption: unknown; columns: unknown[]; rows: string[][] }[];
  tips: unknown[];
  brand_name: string | null;
}

/** One size guide in a language, or null when there is none by that identifier. */
export async function loadSizeGuide(db: Db, identifier: string, language: string): Promise<SizeGuide | null> {
  const [row] = await db.query<GuideRow>(
    `SELECT g.identifier, g.title, g.intro, g.tables, g.tips, b.name AS brand_name
       FROM size_guides g LEFT JOIN brands b ON b.id = g.brand_id WHERE g.identifier = $1`,
    [identifier],
  );
  if (!row) return null;
  const local = (value: unknown) => localText(value, language);
  return {
    identifier: row.identifier,
    title: local(row.title),
    intro: row.intro.map(local),
    tables: row.tables.map((table) => ({ caption: local(table.caption), columns: table.columns.map(local), rows: table.rows })),
    tips: row.tips.map(local),
    brandName: row.brand_name,
  };
}

/**
 * The size guide of a product: its brand's guide for its kind of product, else the kind's own
 * guide. A category's guide serves the categories under it too.
 */
export async function sizeGuideOf(db: Db, productId: number): Promise<string | null> {
  const [row] = await db.query<{ identifier: string }>(
    `WITH RECURSIVE up AS (
       SELECT pc.category_id AS id, 0 AS depth FROM product_categories pc WHERE pc.product_id = $1
       UNION SELECT c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.id WHERE c.parent_id IS NOT NULL
     )
     SELECT g.identifier
       FROM size_guides g JOIN up ON up.id = g.category_id JOIN products p ON p.id = $1
      WHERE g.brand_id IS NULL OR g.brand_id = p.brand_id
      ORDER BY g.brand_id IS NULL, up.depth, g.identifier
      LIMIT 1`,
    [productId],
  );
  return row?.identifier ?? null;
}
