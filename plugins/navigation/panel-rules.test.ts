import { describe, expect, it } from 'vitest';
import type { NavNode } from '../../contracts/navigation.ts';
import { AUTO_OPEN_FRAMES, CLOSED_PANEL, listLayout, panelStep, WRAP_UNDER, type PanelEvent, type PanelFocus } from './panel-rules.ts';

const node = (id: number, children: NavNode[] = [], level = 2): NavNode => ({ id, label: `n${id}`, url: `/n${id}`, level, children });
const leaves = (from: number, count: number) => Array.from({ length: count }, (_, i) => node(from + i, [], 3));

/** Ski: Equipment (5 links), Packs & passes (2 links). */
const ski = node(1, [node(10, leaves(100, 5)), node(11, leaves(110, 2))], 1);

const run = (focus: PanelFocus, ...events: PanelEvent[]) => events.reduce(panelStep, focus);
const frames = (count: number): PanelEvent[] => Array.from({ length: count }, () => ({ type: 'frame' }));

describe('navigation panel timing (spec 02 section 4)', () => {
  it('opens the first child by itself after about 6 animation frames, not before', () => {
    const opened = run(CLOSED_PANEL, { type: 'panel-opened', item: ski });
    expect(AUTO_OPEN_FRAMES).toBe(6);
    expect(opened).toEqual({ openChildId: null, autoOpen: { childId: 10, framesLeft: 6 } });
    expect(run(opened, ...frames(5))).toMatchObject({ openChildId: null, autoOpen: { childId: 10, framesLeft: 1 } });
    expect(run(opened, ...frames(6))).toEqual({ openChildId: 10, autoOpen: null });
    expect(run(opened, ...frames(20))).toEqual({ openChildId: 10, autoOpen: null });
  });

  it('opens at once the child the pointer or the focus reaches, and the countdown no longer overrides it', () => {
    const opened = run(CLOSED_PANEL, { type: 'panel-opened', item: ski });
    const entered = run(opened, ...frames(2), { type: 'child-entered', childId: 11 });
    expect(entered).toEqual({ openChildId: 11, autoOpen: null });
    expect(run(entered, ...frames(10))).toEqual({ openChildId: 11, autoOpen: null });
  });

  it('starts again from the first child when another top item opens', () => {
    const snowboards = node(2, [node(20, leaves(200, 2))], 1);
    const state = run(CLOSED_PANEL, { type: 'panel-opened', item: ski }, ...frames(6), { type: 'panel-opened', item: snowboards });
    expect(state).toEqual({ openChildId: null, autoOpen: { childId: 20, framesLeft: 6 } });
  });

  it('counts down to the first child that has links of its own, and not at all in a two-level panel', () => {
    const mixed = node(3, [node(30), node(31, leaves(310, 3))], 1);
    expect(run(CLOSED_PANEL, { type: 'panel-opened', item: mixed }, ...frames(6))).toEqual({ openChildId: 31, autoOpen: null });
    const flat = node(4, leaves(400, 4), 1);
    expect(run(CLOSED_PANEL, { type: 'panel-opened', item: flat })).toEqual(CLOSED_PANEL);
  });

  it('forgets everything when the panel closes', () => {
    expect(run(CLOSED_PANEL, { type: 'panel-opened', item: ski }, ...frames(3), { type: 'panel-closed' }, ...frames(6))).toEqual(CLOSED_PANEL);
  });
});

describe('navigation panel layout (spec 02 section 4)', () => {
  it('wraps a list under 35 links and sets 35 or more in balanced columns', () => {
    expect(WRAP_UNDER).toBe(35);
    expect(listLayout(0)).toBe('wrapped');
    expect(listLayout(8)).toBe('wrapped');
    expect(listLayout(34)).toBe('wrapped');
    expect(listLayout(35)).toBe('columns');
    expect(listLayout(120)).toBe('columns');
  });
});
