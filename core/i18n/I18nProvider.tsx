import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';

/**
 * Lingui's context for the shop, fixed for the life of the page. A store has one locale, and
 * every catalog a plugin loads later is in before the parts that use it render (the plugin
 * awaits `ctx.loadMessages()` first), so nothing has to render again when one arrives.
 * Lingui's own provider hands down a new context on every catalog load: a server-rendered
 * part still waiting for its code (a deferred plugin's page) would be dropped for its loading
 * state, losing what the shopper was typing into it.
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const context = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
