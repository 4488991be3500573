import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { RouteId } from '../../kernel/manifest.ts';
import { usePlugin } from '../../kernel/use-plugin.tsx';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * An entry of a side navigation: a link to a route by id, marked `aria-current="page"` on that
 * route's page (trailing slash aside); nothing when the route's plugin is off in this store.
 */
export function NavListItem({ to, children }: { to: RouteId; children: ReactNode }) {
  const ctx = usePlugin<string>();
  const [location] = useLocation();
  const href = ctx.href(to);
  if (href === null) return null;
  return (
    <li>
      <ctx.RouteLink to={to} aria-current={withoutTrailingSlash(location) === withoutTrailingSlash(href) ? 'page' : undefined}>
        {children}
      </ctx.RouteLink>
    </li>
  );
}
