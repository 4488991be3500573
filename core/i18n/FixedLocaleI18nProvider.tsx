import type { I18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';

/**
 * Lingui's context for the life of a page. A store's language does not change while a page is
 * open, and each plugin loads its messages before its components render; so loading a catalog
 * must re-render nothing. Lingui's own provider makes a new context on every `i18n.load`: each
 * deferred plugin's catalog would re-render every text on screen, and a server-rendered page
 * still waiting for its plugin would see its context change, so React would drop the server's
 * markup (with what the shopper typed into it) and render the page again
 * (docs/server-rendering.md, rule 7 for components).
 */
export function FixedLocaleI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const context = useMemo<I18nContext>(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
