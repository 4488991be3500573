import type { PageRule } from '../../core/kit/tracking/third-party.ts';

export interface DixaOptions {
  messengerToken: string;
  scriptUrl?: string;
  pageTypes?: string[];
  exceptPageTypes?: string[];
}

export const DEFAULT_SCRIPT = '/vendor/dixa.js';

export function chatPages(options: DixaOptions): PageRule {
  return { pageTypes: options.pageTypes, exceptPageTypes: options.exceptPageTypes ?? ['success'] };
}

export type DixaCall = [name: string, payload?: unknown];
interface DixaWindow {
  _dixa_?: { invoke(name: string, payload?: unknown): void; q?: DixaCall[] };
}

/**
 * Dixa's `_dixa_.invoke`: before the messenger's script is there the calls wait in its queue
 * (`_dixa_.q`, which the script runs when it loads), as Dixa's own snippet does.
 */
export function dixa(win: Window = window): (name: string, payload?: unknown) => void {
  const w = win as unknown as DixaWindow;
  if (!w._dixa_) {
    const q: DixaCall[] = [];
    w._dixa_ = { q, invoke: (name, payload) => void q.push([name, payload]) };
  }
  return (name, payload) => w._dixa_!.invoke(name, payload);
}
