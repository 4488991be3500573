import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { catSubcategories } from '../../../contracts/categories.ts';
import type { PluginContext } from '../../../core/kernel/plugin.ts';
import { useRemote } from '../../../core/ui/use-remote.ts';
import './subcategory-chips.css';

/** A category page's subcategories as chips (cat-subcategories); nothing when it has none or they fail to load. */
export function SubcategoryChips({ ctx, categoryId, signal }: { ctx: PluginContext<'catalog'>; categoryId: number; signal: AbortSignal }) {
  const { t } = useLingui();
  const subcategories = useRemote((s) => ctx.api.call(catSubcategories, { query: { storeId: ctx.store.storeId, categoryId }, signal: s }), [categoryId], {
    signal,
    logger: ctx.logger,
  });
  if (subcategories.status !== 'ready' || subcategories.data.items.length === 0) return null;
  return (
    <nav className="subcategory-chips" aria-label={t`Subcategories`} data-testid="subcategory-chips">
      <ul>
        {subcategories.data.items.map((item) => (
          <li key={item.categoryId}>
            <Link href={item.url} className="subcategory-chip">
              {item.name} <span className="subcategory-chip__count">{item.productCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
