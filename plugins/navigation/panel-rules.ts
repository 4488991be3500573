import type { NavNode } from '../../contracts/navigation.ts';

/*
 * Spec 02 section 4, "Navigation panels": one top item is open at a time; level-3 items auto-open
 * the first child on hover after about 6 animation frames; panels switch to a wrapped layout under
 * 35 children. Pure rules, driven by events and animation frames, so that they are tested without
 * a browser clock.
 */

/** Frames a panel waits before opening its first child by itself (about 100 ms at 60 Hz). */
export const AUTO_OPEN_FRAMES = 6;

/** Below this many links a list is laid out wrapped (down a column, then on into the next); from it on, in balanced columns. */
export const WRAP_UNDER = 35;

/** Inside an open panel: which level-2 child shows its level-3 links, and the countdown to the first one. */
export interface PanelFocus {
  openChildId: number | null;
  /** The child that opens by itself when the countdown ends, and the frames left; null when nothing waits. */
  autoOpen: { childId: number; framesLeft: number } | null;
}

export type PanelEvent =
  /** A top item's panel opened (hover or click): its first child with level-3 links will open by itself. */
  | { type: 'panel-opened'; item: NavNode }
  /** The pointer or the keyboard focus reached a level-2 child: it opens now, and no countdown is needed any more. */
  | { type: 'child-entered'; childId: number }
  /** One animation frame went by. */
  | { type: 'frame' }
  | { type: 'panel-closed' };

export const CLOSED_PANEL: PanelFocus = { openChildId: null, autoOpen: null };

/** The first child that has level-3 links of its own: the one a panel opens by itself. */
export function firstOpenableChild(item: NavNode): NavNode | null {
  return item.children.find((child) => child.children.length > 0) ?? null;
}

export function panelStep(focus: PanelFocus, event: PanelEvent): PanelFocus {
  switch (event.type) {
    case 'panel-opened': {
      const first = firstOpenableChild(event.item);
      return { openChildId: null, autoOpen: first ? { childId: first.id, framesLeft: AUTO_OPEN_FRAMES } : null };
    }
    case 'child-entered':
      return { openChildId: event.childId, autoOpen: null };
    case 'frame': {
      if (!focus.autoOpen) return focus;
      const framesLeft = focus.autoOpen.framesLeft - 1;
      if (framesLeft > 0) return { ...focus, autoOpen: { ...focus.autoOpen, framesLeft } };
      return { openChildId: focus.autoOpen.childId, autoOpen: null };
    }
    case 'panel-closed':
      return CLOSED_PANEL;
  }
}

/** How a list of links is laid out: wrapped under WRAP_UNDER links, else in balanced columns. */
export function listLayout(linkCount: number): 'wrapped' | 'columns' {
  return linkCount < WRAP_UNDER ? 'wrapped' : 'columns';
}
