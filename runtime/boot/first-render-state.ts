import type { RawSession } from '../../contracts/session.ts';
import type { IslandMarks } from '../../core/kernel/Island.tsx';
import type { FirstRenderSlots } from '../../core/kernel/slots.ts';
import { SERVER_STATE_ID } from '../../core/render/server-render.ts';
import type { FirstPage } from '../app/app-runtime.tsx';

/** The address the server rendered the page for: the islands keep it until the app replaces them. */
export interface RenderedLocation {
  path: string;
  /** Without its `?`. */
  search: string;
}

/**
 * What the server rendered the page with, for the browser's first render to repeat: the
 * shopper's session (fetched once, by the server) and the page with its data. Absent when the
 * page came without a server render (a static host, the dev server).
 */
export interface FirstRenderState {
  session: RawSession;
  location: RenderedLocation;
  /** Null when the server left the whole page area to the browser (a redirect it does not make itself). */
  firstPage: FirstPage | null;
  /** The slots' data and the deferred plugins' entries the server rendered. */
  slots: FirstRenderSlots;
  /** The props of the islands the server marked, by their key (see core/kernel/Island.tsx). */
  islands: IslandMarks;
}

export function readFirstRenderState(doc: Document = document): FirstRenderState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstRenderState;
  } catch {
    return null;
  }
}
