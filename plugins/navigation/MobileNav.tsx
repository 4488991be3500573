import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { NavNode } from '../../contracts/navigation.ts';
import { NavLink } from './NavLink.tsx';
import { useNavigationState } from './navigation-state.ts';

function Branch({ node }: { node: NavNode }) {
  const [open, setOpen] = useState(false);
  if (node.children.length === 0) {
    return (
      <li>
        <NavLink href={node.url}>{node.label}</NavLink>
      </li>
    );
  }
  return (
    <li>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="mobile-nav__toggle">
        {node.label}
        <span aria-hidden="true"> ▾</span>
      </button>
      {open && (
        <ul>
          <li>
            <NavLink href={node.url}>
              <Trans>All {node.label}</Trans>
            </NavLink>
          </li>
          {node.children.map((child) => (
            <Branch key={child.id} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The mobile menu's category tree, loaded when the menu first opens. */
export function MobileNav() {
  const { store, newSeasonLink } = useNavigationState();
  const { status, items } = useSnapshot(store.state);
  useEffect(() => store.load(), [store]);
  if (status === 'error') {
    return (
      <p role="alert">
        <Trans>The categories could not be loaded.</Trans>
      </p>
    );
  }
  if (status !== 'ready') {
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return (
    <ul className="mobile-nav">
      {items.map((item) => (
        <Branch key={item.id} node={item as NavNode} />
      ))}
      {items.length > 0 && (
        <li>
          <NavLink href={newSeasonLink} className="mobile-nav__new-season">
            <Trans>New Season</Trans>
          </NavLink>
        </li>
      )}
    </ul>
  );
}
