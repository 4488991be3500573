import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** Internal paths through the router, anything absolute as a plain link. */
export function NavLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href.startsWith('/') ? href : `/${href}`} className={className}>
      {children}
    </Link>
  );
}
