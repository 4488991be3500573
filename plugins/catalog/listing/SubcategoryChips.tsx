import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { catSubcategories } from '../../../contracts/categories.ts';
import { callLoaded, type PluginContext, type ReplyOf, usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { categoryImage } from '../categories.ts';
import './subcategory-chips.css';

/** A category page's subcategories as chips (cat-subcategories); nothing when it has none or they fail to load. */
export type Subcategories = ReplyOf<typeof catSubcategories>;

export const loadSubcategories = (ctx: PluginContext<'catalog'>, categoryId: number, signal: AbortSignal): Promise<Subcategories> =>
  callLoaded(ctx.api, async () => (await import('../../../contracts/categories.ts')).catSubcategories, {
    query: { storeId: ctx.store.storeId, categoryId },
    signal,
  });

interface Props {
  categoryId: number;
  signal: AbortSignal;
  /** Fetched with the page (the server's first page). */
  initial?: Subcategories;
}

export function SubcategoryChips({ categoryId, signal, initial }: Props) {
  const ctx = usePlugin<'catalog'>();
  const { t } = useLingui();
  const subcategories = useRemote((s) => loadSubcategories(ctx, categoryId, s), [categoryId], { signal, logger: ctx.logger, initial });
  if (subcategories.status !== 'ready' || subcategories.data.items.length === 0) return null;
  return (
    <nav className="subcategory-chips" aria-label={t`Subcategories`} data-testid="subcategory-chips">
      <ul>
        {subcategories.data.items.map((item) => (
          <li key={item.categoryId}>
            <Link href={item.url} className="subcategory-chip">
              {categoryImage(item.categoryId) && (
                <img className="subcategory-chip__image" src={categoryImage(item.categoryId)!} alt="" width={24} height={24} />
              )}
              {item.name} <span className="subcategory-chip__count">{item.productCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
