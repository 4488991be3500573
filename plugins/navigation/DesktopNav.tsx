import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useDismiss } from '../../core/ui/use-dismiss.ts';
import { useSnapshot } from 'valtio';
import type { NavNode } from '../../contracts/navigation.ts';
import { NavLink } from './NavLink.tsx';
import type { NavigationStore } from './navigation-store.ts';

/** Spec 02 section 4: panels switch to a wrapped layout under 35 children. */
const WRAP_UNDER = 35;

function Panel({ item }: { item: NavNode }) {
  const count = item.children.reduce((sum, child) => sum + 1 + child.children.length, 0);
  return (
    <div className={`nav-panel${count < WRAP_UNDER ? ' nav-panel--wrapped' : ''}`} data-testid="nav-panel">
      <NavLink href={item.url} className="nav-panel__all">
        <Trans>All {item.label}</Trans>
      </NavLink>
      <div className="nav-panel__groups">
        {item.children.map((child) => (
          <div key={child.id} className="nav-panel__group">
            <NavLink href={child.url} className="nav-panel__heading">
              {child.label}
            </NavLink>
            {child.children.length > 0 && (
              <ul>
                {child.children.map((leaf) => (
                  <li key={leaf.id}>
                    <NavLink href={leaf.url}>{leaf.label}</NavLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

export function createDesktopNav(store: NavigationStore, newSeasonLink: string) {
  return function DesktopNav() {
    const { t } = useLingui();
    const { status, items, openId } = useSnapshot(store.state);
    const root = useRef<HTMLElement>(null);

    useEffect(() => store.load(), []);
    useDismiss(openId !== null, root, store.close);

    if (status !== 'ready' || items.length === 0) return null;
    return (
      <nav className="desktop-nav" aria-label={t`Categories`} ref={root} onMouseLeave={() => store.close()}>
        <ul className="desktop-nav__bar">
          {items.map((item) => {
            const open = openId === item.id;
            return (
              <li key={item.id} onMouseEnter={() => item.children.length > 0 && store.hover(item.id)}>
                {item.children.length > 0 ? (
                  <button type="button" aria-expanded={open} className="desktop-nav__top" onClick={() => store.toggle(item.id)}>
                    {item.label}
                  </button>
                ) : (
                  <NavLink href={item.url} className="desktop-nav__top">
                    {item.label}
                  </NavLink>
                )}
                {open && <Panel item={item as NavNode} />}
              </li>
            );
          })}
        </ul>
        <NavLink href={newSeasonLink} className="desktop-nav__new-season">
          <Trans>New Season</Trans>
        </NavLink>
      </nav>
    );
  };
}
