import { definePlugin, errorMessage } from '../../core/plugin-api.ts';
import { createThirdParty, loadScript } from '../../core/kit/tracking/third-party.ts';
import { chatPages, DEFAULT_SCRIPT, dixa, type DixaOptions } from './dixa.ts';

/**
 * Dixa chat (spec 02 section 3 'Integrations: dixa chat'): the messenger's launcher, drawn by
 * Dixa's script, which loads after functional consent (a chat keeps its conversation in
 * cookies, a service the visitor asks for, never advertising) on the first page it is allowed
 * on. On the pages left out, and after a refusal, the launcher hides.
 */
export default definePlugin({
  name: 'dixa',
  setup(ctx, options: DixaOptions) {
    createThirdParty(ctx.on, {
      consent: 'functional',
      rule: chatPages(options),
      load: async () => {
        dixa()('init', { messengerToken: options.messengerToken, language: ctx.store.language });
        await loadScript(document, options.scriptUrl ?? DEFAULT_SCRIPT, 'dixa');
      },
      onActive: (active) => dixa()('setWidgetVisibility', { launcher: active }),
      onLoadError: (error) => ctx.logger.warn(`Dixa's messenger did not load: ${errorMessage(error)}`),
    });
  },
});
