import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, type FocusEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { SlotEntryProps } from '../../core/plugin-api.ts';
import { useDismiss } from '../../core/kit/ui/use-dismiss.ts';
import type { NavNode } from '../../contracts/navigation.ts';
import { NavLink } from './NavLink.tsx';
import { useNavigationState } from './navigation-state.ts';

// A panel's code loads when the first one opens: the bar alone is on the first screen.
const NavPanel = lazy(async () => ({ default: (await import('./NavPanel.tsx')).NavPanel }));

/** The header's category bar: a top category opens its panel on hover, click or keyboard. */
export function DesktopNav({ preloaded }: SlotEntryProps<NavNode[]>) {
  const { store, newSeasonLink } = useNavigationState();
  const { t } = useLingui();
  const snap = useSnapshot(store.state);
  const { openId, openedBy } = snap;
  const root = useRef<HTMLElement>(null);

  // The server's first page came with the categories it rendered; any other loads them.
  useEffect(() => (preloaded ? store.receive(preloaded) : store.load()), [store, preloaded]);
  useDismiss(openId !== null, root, store.close);

  const items = snap.status === 'ready' ? snap.items : (preloaded ?? []);
  if (items.length === 0) return null;

  // Tabbing out of the bar closes the panel, as moving the pointer away does.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) store.close();
  };

  return (
    <nav className="desktop-nav" aria-label={t`Categories`} ref={root} onMouseLeave={() => store.close()} onBlur={onBlur}>
      <ul className="desktop-nav__bar">
        {items.map((item) => {
          const open = openId === item.id;
          const panelId = `nav-panel-${item.id}`;
          return (
            <li key={item.id} onMouseEnter={() => item.children.length > 0 && store.hover(item.id)}>
              {item.children.length > 0 ? (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={open ? panelId : undefined}
                  className="desktop-nav__top"
                  onClick={() => store.toggle(item.id)}
                  onKeyDown={(event) => {
                    // Down opens the panel and goes to its first link.
                    if (event.key !== 'ArrowDown' || open) return;
                    event.preventDefault();
                    store.toggle(item.id, 'keyboard');
                  }}
                >
                  {item.label}
                </button>
              ) : (
                <NavLink href={item.url} className="desktop-nav__top">
                  {item.label}
                </NavLink>
              )}
              {open && (
                <Suspense fallback={null}>
                  <NavPanel key={item.id} item={item as NavNode} id={panelId} focusFirst={openedBy === 'keyboard'} onEscape={store.close} />
                </Suspense>
              )}
            </li>
          );
        })}
      </ul>
      <NavLink href={newSeasonLink} className="desktop-nav__new-season">
        <Trans>New Season</Trans>
      </NavLink>
    </nav>
  );
}
