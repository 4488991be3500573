import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createElement, useEffect, type ComponentType } from 'react';
import { proxy } from 'valtio';
import { errorMessage } from '../../core/plugin-api.ts';
import type { AuthModalsDeps } from './deps.ts';
import { rememberFocus } from './focus-return.ts';
import type { AuthModalChoice, AuthModalKind, AuthView } from './modal-rules.ts';

type ModalProps = { close: () => void };

function titleOf(i18n: I18n, kind: AuthModalKind, view: AuthView): string {
  if (view === 'sign-in') return i18n._(msg`Sign in`);
  return kind === 'unified-register' ? i18n._(msg`Become a member`) : i18n._(msg`Create an account`);
}

/** The visit remembers the modal once it is on screen (an opening whose code failed to load was no showing). */
function rememberedOnScreen(Modal: ComponentType<ModalProps>, deps: AuthModalsDeps): ComponentType<ModalProps> {
  return function ShownModal(props) {
    useEffect(() => deps.visit.markShown(), []);
    return createElement(Modal, props);
  };
}

/**
 * Shows a modal in the shell's container (a native <dialog>: focus trap, Escape, focus back to
 * the opener, or to the main content when there was none). Its code and the auth plugin's forms (with their texts) load with each opening.
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
        const onClose = rememberFocus(document);
        const open = () =>
          ctx.shell.openModal({
            kind: choice.kind,
            className: `auth-dialog--${choice.kind}`,
            title: titleOf(ctx.i18n, choice.kind, view.current),
            component,
            onClose,
          });
        const switchTo = (next: AuthView) => {
          view.current = next;
          open();
        };
        const component = rememberedOnScreen(createAuthModal(deps, forms, choice.kind, view, switchTo), deps);
        open();
      })
      .catch((error: unknown) => ctx.logger.error(`the ${choice.kind} modal could not load: ${errorMessage(error)}`, error));
  };

  return {
    show,
    cancel: () => void generation++,
  };
}
