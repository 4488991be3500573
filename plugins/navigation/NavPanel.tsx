import { Trans } from '@lingui/react/macro';
import { useEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import type { NavNode } from '../../contracts/navigation.ts';
import { NavLink } from './NavLink.tsx';
import { CLOSED_PANEL, listLayout, panelStep } from './panel-rules.ts';

/** The links of a list, wrapped under 35 of them and in balanced columns from then on (spec 02 section 4). */
function LinkList({ nodes, className }: { nodes: readonly NavNode[]; className: string }) {
  const layout = listLayout(nodes.length);
  return (
    <ul className={`${className} nav-panel__list--${layout}`} data-layout={layout}>
      {nodes.map((node) => (
        <li key={node.id}>
          <NavLink href={node.url}>{node.label}</NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A top item's panel (its code loads with the first one opened): its level-2 children down the
 * side, the open one's level-3 links beside them. Pointer and keyboard focus open a child alike;
 * the first opens by itself after a few animation frames. One panel per top item: another item's
 * panel starts afresh.
 */
interface Props {
  item: NavNode;
  id: string;
  /** Opened from the keyboard: its first link takes the focus. */
  focusFirst: boolean;
  /** Escape: the bar closes the panel (the focus goes back to its button). */
  onEscape: () => void;
}

export function NavPanel({ item, id, focusFirst, onEscape }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [focus, dispatch] = useReducer(panelStep, item, (opened) => panelStep(CLOSED_PANEL, { type: 'panel-opened', item: opened }));
  const counting = focus.autoOpen !== null;
  useEffect(() => {
    if (!counting) return;
    let handle = requestAnimationFrame(function tick() {
      dispatch({ type: 'frame' });
      handle = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(handle);
  }, [counting]);

  useEffect(() => {
    if (focusFirst) root.current?.querySelector('a')?.focus();
  }, [focusFirst]);
  // Up and Down move through the panel's links in page order; Escape closes it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus();
      onEscape();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = [...(root.current?.querySelectorAll('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    links[Math.max(0, Math.min(links.length - 1, event.key === 'ArrowDown' ? at + 1 : at - 1))]?.focus();
  };

  const hasLevel3 = item.children.some((child) => child.children.length > 0);
  // The open links sit beside the side list, out of its flow: a long list in columns makes the side list as tall.
  const openLinks = item.children.find((child) => child.id === focus.openChildId)?.children.length ?? 0;
  const columnRows = listLayout(openLinks) === 'columns' ? Math.ceil(openLinks / 4) : 0;
  return (
    <div id={id} ref={root} className="nav-panel" data-testid="nav-panel" onKeyDown={onKeyDown}>
      <NavLink href={item.url} className="nav-panel__all">
        <Trans>All {item.label}</Trans>
      </NavLink>
      {hasLevel3 ? (
        <ul className="nav-panel__children" style={columnRows ? { minHeight: `${columnRows * 1.9 + 1}rem` } : undefined}>
          {item.children.map((child) => {
            const open = focus.openChildId === child.id;
            const hasChildren = child.children.length > 0;
            const enter = () => open || dispatch({ type: 'child-entered', childId: child.id });
            return (
              <li key={child.id} className="nav-panel__child" onMouseEnter={enter}>
                <NavLink href={child.url} className="nav-panel__heading" aria-expanded={hasChildren ? open : undefined} onFocus={enter}>
                  {child.label}
                </NavLink>
                {open && hasChildren && <LinkList nodes={child.children} className="nav-panel__links" />}
              </li>
            );
          })}
        </ul>
      ) : (
        <LinkList nodes={item.children} className="nav-panel__links nav-panel__links--only" />
      )}
    </div>
  );
}
