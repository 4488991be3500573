import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/** Internal paths through the router, anything absolute as a plain link. */
export function NavLink({ href, children, ...rest }: Props) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href.startsWith('/') ? href : `/${href}`} {...rest}>
      {children}
    </Link>
  );
}
