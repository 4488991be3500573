import { definePlugin } from '../../core/plugin-api.ts';
import { createConsentGate } from '../../core/kit/tracking/consent-gate.ts';
import { cartCommands, loadMatomo, paq, pageViewCommands, type MatomoCommand } from './matomo.ts';

export interface MatomoOptions {
  url: string;
  siteId: number;
}

/** Matomo web analytics, with functional consent only; page views and cart updates from kernel hooks. */
export default definePlugin({
  name: 'tracking-matomo',
  setup(ctx, options: MatomoOptions) {
    const queue = paq();
    const gate = createConsentGate(ctx.on.consentChanged, (c) => c.functional, {
      onFirstOpen: () => loadMatomo(document, queue, options.url, options.siteId),
    });
    const send = (commands: MatomoCommand[]) => {
      if (commands.length) gate.run(() => commands.forEach((c) => queue.push(c)));
    };
    ctx.on.pageView((view) => send(pageViewCommands(view, document.title)));
    ctx.on.basketChanged((basket, change) => send(cartCommands(basket, change)));
  },
});
