import type { ComponentType, ReactNode } from 'react';
import { Link } from 'wouter';
import type { RouteId } from '../kernel/manifest.ts';
import type { RouteParams, RouteTable } from './route-table.ts';

export type RouteLinkProps<Id extends RouteId = RouteId> = {
  to: Id;
  params?: RouteParams<Id>;
  /** Appended to the route's path, e.g. `?sp_nav=ct-49`. */
  search?: string;
  className?: string;
  children: ReactNode;
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children' | 'className'>;

export type RouteLinkComponent = <Id extends RouteId>(props: RouteLinkProps<Id>) => ReactNode;

/** Links by route id: a route whose plugin is off in this store renders no link at all. */
export function createRouteLink(routes: RouteTable): RouteLinkComponent {
  return function RouteLink({ to, params, search = '', children, ...rest }) {
    const href = routes.href(to, params);
    if (href === null) return null;
    return (
      <Link href={`${href}${search}`} {...rest}>
        {children}
      </Link>
    );
  } as RouteLinkComponent & ComponentType;
}
