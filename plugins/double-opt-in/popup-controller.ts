import { subscribe } from 'valtio';
import type { PageType, PluginContext } from '../../core/plugin-api.ts';
import { popupFacts, shouldShowPopup } from './popup-rules.ts';

export const POPUP_KIND = 'double-opt-in';

/** The modal request of the popup, once its code and texts are loaded. */
export type PopupRequest = Parameters<PluginContext<'double-opt-in'>['shell']['openModal']>[0];

/**
 * Opens the popup when its rule holds and closes it when the rule stops holding, re-read on the
 * session (first fetch, sign-in, sign-out), every page view, and the shell's modal (another
 * plugin's modal is never replaced: the popup follows once that one is closed).
 * `prepare` loads the popup's code and texts, the first time it is needed.
 */
export function watchPopup(ctx: PluginContext<'double-opt-in'>, prepare: () => Promise<PopupRequest>): void {
  const heard: { sessionReady: boolean; featureEnabled: boolean; pageType: PageType | null } = {
    sessionReady: false,
    // The kernel loads no plugin a store switches off: this one running means the store enables it.
    featureEnabled: ctx.store.plugins['double-opt-in'] !== false,
    pageType: null,
  };
  let request: PopupRequest | null = null;
  let preparing = false;

  const isOpen = () => ctx.shell.state.modal?.plugin === ctx.name && ctx.shell.state.modal.kind === POPUP_KIND;

  const evaluate = () => {
    if (!shouldShowPopup(popupFacts(ctx.session, heard))) {
      if (isOpen()) ctx.shell.closeModal();
      return;
    }
    if (ctx.shell.state.modal) return;
    if (request) {
      ctx.shell.openModal(request);
      return;
    }
    if (preparing) return;
    preparing = true;
    prepare().then(
      (prepared) => {
        request = prepared;
        // The facts may have changed while the code loaded: read them again.
        evaluate();
      },
      (error: unknown) => {
        preparing = false;
        ctx.logger.error('the double opt-in popup could not load', error);
      },
    );
  };

  ctx.on.sessionReady(() => {
    heard.sessionReady = true;
    evaluate();
  });
  ctx.on.sessionChanged(evaluate);
  ctx.on.pageView((view) => {
    heard.pageType = view.pageType;
    evaluate();
  });
  subscribe(ctx.shell.state, evaluate);
}
