import type { ComponentType } from 'react';
import { proxy, ref } from 'valtio';

/** Modal container sizes by name (spec 02 section 2). */
export const MODAL_SIZES = [
  'sidebar',
  'bigger-sidebar',
  'full-sidebar',
  'added-to-basket',
  'product-video',
  'size-guide',
  'double-opt-in',
  'register',
  'unified-register',
  'auth',
  'confirm',
  'send-us-message',
  'language-selector',
  'non-swiss-store-notification',
] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

/** What the aside panel may show (spec 02 section 2). */
export const ASIDE_KINDS = [
  'register',
  'added-to-basket',
  'product-add-to-basket',
  'brand-interests',
  'configurable-bundle',
  'language-switcher',
  'mobile-menu',
] as const;
export type AsideKind = (typeof ASIDE_KINDS)[number];

export interface ModalRequest {
  id: string;
  size: ModalSize;
  /** Accessible name of the dialog. */
  title: string;
  component: ComponentType<{ close: () => void }>;
  /** Called once when the modal is removed or replaced. */
  onClose?: () => void;
}

export interface AsideRequest {
  kind: AsideKind;
  title: string;
  component: ComponentType<{ close: () => void }>;
  onClose?: () => void;
}

export interface Alert {
  id: number;
  tone: 'error' | 'success' | 'info';
  message: string;
}

export interface ShellState {
  modal: ModalRequest | null;
  aside: AsideRequest | null;
  spinner: boolean;
  fading: { active: boolean; closeOnMouseOut: boolean };
  alerts: Alert[];
  bodyScrollLocked: boolean;
}

export interface ShellControls {
  readonly state: ShellState;
  openModal(request: ModalRequest): void;
  closeModal(): void;
  openAside(request: AsideRequest): void;
  closeAside(): void;
  setSpinner(on: boolean): void;
  setFading(active: boolean, options?: { closeOnMouseOut?: boolean }): void;
  alert(tone: Alert['tone'], message: string): void;
  dismissAlert(id: number): void;
  lockBodyScroll(locked: boolean): void;
  /** Spec 02 section 4: alerts cleared, body scroll unlocked, spinner off, fading off, aside closed. */
  resetForRouteChange(): void;
}

export function createShell(): ShellControls {
  const state = proxy<ShellState>({
    modal: null,
    aside: null,
    spinner: false,
    fading: { active: false, closeOnMouseOut: false },
    alerts: [],
    bodyScrollLocked: false,
  });
  let nextAlertId = 1;

  const closeModal = () => {
    const current = state.modal;
    state.modal = null;
    current?.onClose?.();
  };
  const closeAside = () => {
    const current = state.aside;
    state.aside = null;
    current?.onClose?.();
  };

  return {
    state,
    openModal(request) {
      if (state.modal && state.modal.id !== request.id) closeModal();
      state.modal = { ...request, component: ref(request.component) };
    },
    closeModal,
    openAside(request) {
      if (state.aside) closeAside();
      state.aside = { ...request, component: ref(request.component) };
    },
    closeAside,
    setSpinner(on) {
      state.spinner = on;
    },
    setFading(active, options = {}) {
      state.fading = { active, closeOnMouseOut: active && (options.closeOnMouseOut ?? false) };
    },
    alert(tone, message) {
      state.alerts.push({ id: nextAlertId++, tone, message });
    },
    dismissAlert(id) {
      state.alerts = state.alerts.filter((a) => a.id !== id);
    },
    lockBodyScroll(locked) {
      state.bodyScrollLocked = locked;
    },
    resetForRouteChange() {
      state.alerts = [];
      state.bodyScrollLocked = false;
      state.spinner = false;
      state.fading = { active: false, closeOnMouseOut: false };
      closeAside();
    },
  };
}
