import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useDismiss } from '../../core/ui/use-dismiss.ts';
import type { NavNode } from '../../contracts/navigation.ts';
import { NavLink } from './NavLink.tsx';
import type { NavigationStore } from './navigation-store.ts';
import { listLayout } from './panel-rules.ts';

/** The links of a list, wrapped under 35 of them and in balanced columns from then on (spec 02 section 4). */
function LinkList({ nodes, className }: { nodes: readonly NavNode[]; className: string }) {
  return (
    <ul className={`${className} nav-panel__list--${listLayout(nodes.length)}`} data-layout={listLayout(nodes.length)}>
      {nodes.map((node) => (
        <li key={node.id}>
          <NavLink href={node.url}>{node.label}</NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A top item's panel: its level-2 children down the side; the open one's level-3 links beside
 * them. Pointer and keyboard focus open a child alike; the first opens by itself after a few frames.
 */
function Panel({ item, store, id }: { item: NavNode; store: NavigationStore; id: string }) {
  const { panel } = useSnapshot(store.state);
  const hasLevel3 = item.children.some((child) => child.children.length > 0);
  // The open links sit beside the side list, out of its flow: a long list in columns makes the side list as tall.
  const openLinks = item.children.find((child) => child.id === panel.openChildId)?.children.length ?? 0;
  const columnRows = listLayout(openLinks) === 'columns' ? Math.ceil(openLinks / 4) : 0;
  return (
    <div id={id} className="nav-panel" data-testid="nav-panel">
      <NavLink href={item.url} className="nav-panel__all">
        <Trans>All {item.label}</Trans>
      </NavLink>
      {hasLevel3 ? (
        <ul className="nav-panel__children" style={columnRows ? { minHeight: `${columnRows * 1.9 + 1}rem` } : undefined}>
          {item.children.map((child) => {
            const open = panel.openChildId === child.id;
            const hasChildren = child.children.length > 0;
            return (
              <li key={child.id} className="nav-panel__child" onMouseEnter={() => store.enterChild(child.id)}>
                <NavLink
                  href={child.url}
                  className="nav-panel__heading"
                  aria-expanded={hasChildren ? open : undefined}
                  onFocus={() => store.enterChild(child.id)}
                >
                  {child.label}
                </NavLink>
                {open && hasChildren && <LinkList nodes={child.children as NavNode[]} className="nav-panel__links" />}
              </li>
            );
          })}
        </ul>
      ) : (
        <LinkList nodes={item.children as NavNode[]} className="nav-panel__links nav-panel__links--only" />
      )}
    </div>
  );
}

/** The links of the open panel, in page order, for the arrow keys. */
const panelLinks = (root: HTMLElement | null): HTMLAnchorElement[] => [...(root?.querySelectorAll<HTMLAnchorElement>('[data-testid="nav-panel"] a') ?? [])];

/** Focuses the open panel's first link once it is on screen (a few frames at most). */
function focusFirstLink(root: HTMLElement | null, framesLeft = 5) {
  requestAnimationFrame(() => {
    const [first] = panelLinks(root);
    if (first) first.focus();
    else if (framesLeft > 1) focusFirstLink(root, framesLeft - 1);
  });
}

/** Runs `onFrame` on every animation frame while `active`. */
function useFrames(active: boolean, onFrame: () => void) {
  useEffect(() => {
    if (!active) return;
    let handle = requestAnimationFrame(function tick() {
      onFrame();
      handle = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(handle);
  }, [active, onFrame]);
}

export function createDesktopNav(store: NavigationStore, newSeasonLink: string) {
  return function DesktopNav() {
    const { t } = useLingui();
    const { status, items, openId, panel } = useSnapshot(store.state);
    const root = useRef<HTMLElement>(null);

    useEffect(() => store.load(), []);
    useDismiss(openId !== null, root, store.close);
    useFrames(panel.autoOpen !== null, store.frame);

    if (status !== 'ready' || items.length === 0) return null;

    const focusTop = (id: number) => root.current?.querySelector<HTMLButtonElement>(`[data-top-id="${id}"]`)?.focus();
    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
      if (openId === null) return;
      const links = panelLinks(root.current);
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (event.key === 'Escape') {
        event.preventDefault();
        store.close();
        focusTop(openId);
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
        links[Math.max(0, Math.min(links.length - 1, at === -1 ? 0 : next))]?.focus();
      }
    };
    // Tabbing out of the bar closes the panel, as moving the pointer away does.
    const onBlur = (event: FocusEvent<HTMLElement>) => {
      if (!root.current?.contains(event.relatedTarget as Node | null)) store.close();
    };

    return (
      <nav className="desktop-nav" aria-label={t`Categories`} ref={root} onMouseLeave={() => store.close()} onKeyDown={onKeyDown} onBlur={onBlur}>
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
                    data-top-id={item.id}
                    onClick={() => store.toggle(item.id)}
                    onKeyDown={(event) => {
                      // Down opens the panel and goes to its first link.
                      if (event.key !== 'ArrowDown' || open) return;
                      event.preventDefault();
                      store.toggle(item.id);
                      focusFirstLink(root.current);
                    }}
                  >
                    {item.label}
                  </button>
                ) : (
                  <NavLink href={item.url} className="desktop-nav__top">
                    {item.label}
                  </NavLink>
                )}
                {open && <Panel item={item as NavNode} store={store} id={panelId} />}
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
