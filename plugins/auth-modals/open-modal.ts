import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { proxy } from 'valtio';
import { errorMessage } from '../../core/logger.ts';
import type { AuthModalsDeps } from './deps.ts';
import type { AuthModalChoice, AuthModalKind, AuthView } from './modal-rules.ts';

function titleOf(i18n: I18n, kind: AuthModalKind, view: AuthView): string {
  if (view === 'sign-in') return i18n._(msg`Sign in`);
  return kind === 'unified-register' ? i18n._(msg`Become a member`) : i18n._(msg`Create an account`);
}

/**
 * Shows a modal in the shell's container (a native <dialog>: focus trap, Escape, focus back to
 * the opener). Its code and the auth plugin's forms (with their texts) load with each opening.
 * Switching between the join and sign-in forms keeps the same dialog and only renames it.
 * `cancel` forgets an opening still loading (the visitor left the page it was for); one whose
 * place another plugin's modal took meanwhile is dropped too.
 */
export function createModalOpener(deps: AuthModalsDeps) {
  const { ctx } = deps;
  let generation = 0;

  const show = (choice: AuthModalChoice) => {
    const mine = ++generation;
    const load = Promise.all([import('./modal/AuthModal.tsx'), deps.actions.loadForms()]);
    load
      .then(([{ createAuthModal }, forms]) => {
        if (mine !== generation || ctx.session.isUserLoggedIn || deps.gate.blocked) return;
        // Another plugin's modal came while this one loaded: it is not replaced (this one is skipped).
        const current = ctx.shell.state.modal;
        if (current && current.plugin !== ctx.name) return;
        const view = proxy({ current: choice.view });
        const open = () => ctx.shell.openModal({ kind: choice.kind, size: choice.kind, title: titleOf(ctx.i18n, choice.kind, view.current), component });
        const switchTo = (next: AuthView) => {
          view.current = next;
          open();
        };
        const component = createAuthModal(deps, forms, choice.kind, view, switchTo);
        open();
      })
      .catch((error: unknown) => ctx.logger.error(`the ${choice.kind} modal could not load: ${errorMessage(error)}`, error));
  };

  return {
    show,
    cancel: () => void generation++,
  };
}
