import { definePlugin } from '../../core/kernel/plugin.ts';

declare global {
  interface Window {
    __summitEvents?: { hook: string; payload: unknown[] }[];
  }
}

/**
 * A test fixture, enabled only by the QA store: it records what the kernel hooks carry
 * (page views, basket changes, consent) so browser tests can check the payloads plugins get.
 */
export default definePlugin({
  name: 'event-probe',
  setup(ctx) {
    const events: { hook: string; payload: unknown[] }[] = [];
    window.__summitEvents = events;
    const record = (hook: string) => (...payload: unknown[]) => {
      events.push({ hook, payload: JSON.parse(JSON.stringify(payload)) as unknown[] });
    };
    ctx.hooks.pageView.tap('event-probe', record('pageView'));
    ctx.hooks.basketChanged.tap('event-probe', record('basketChanged'));
    ctx.hooks.consentChanged.tap('event-probe', record('consentChanged'));
  },
});
