import type { ComponentType } from 'react';
import { proxy, ref } from 'valtio';

/**
 * The shell's overlays (spec 02 section 2). The shell owns how they look; what they show and why
 * is the requesting plugin's: a request names its plugin (errors inside are logged with it) and
 * a kind its plugin's manifest declares.
 */

/**
 * The shell's modal widths: default 560px, narrow 420px (confirmations), wide 960px (pictures,
 * size charts). A plugin that needs another gives the container a class of its own (`className`).
 */
export type ModalSize = 'default' | 'narrow' | 'wide';

export interface OverlayContent {
  /** Accessible name of the dialog. */
  title: string;
  component: ComponentType<{ close: () => void }>;
  /** Called once when the overlay is removed or replaced. */
  onClose?: () => void;
}

export interface ModalRequest extends OverlayContent {
  /** The plugin that asked (the shell itself: 'shell'). */
  plugin: string;
  kind: string;
  size?: ModalSize;
  /** A class of the requesting plugin's on the container, for a width its own stylesheet sets. */
  className?: string;
  /**
   * False for a modal the visitor has to answer (the double opt-in popup): no close button, and
   * Escape and the backdrop do nothing; the content offers the way out and its plugin closes it.
   */
  dismissible?: boolean;
}

export interface AsideRequest extends OverlayContent {
  plugin: string;
  kind: string;
  /** The side it slides in from (default: start). */
  placement?: 'start' | 'end';
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
  /** The page's own title (the shell adds the shop name). */
  title: string | null;
  /**
   * Who has the one header popup open (a category panel, the language dropdown): opening one
   * closes the others, so two never overlap.
   */
  popup: string | null;
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
  setTitle(title: string | null): void;
  /** `owner` opens its header popup; whoever had one open closes theirs (they watch `state.popup`). */
  openPopup(owner: string): void;
  /** `owner` closed its popup (nothing happens when another owner's is open). */
  closePopup(owner: string): void;
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
    title: null,
    popup: null,
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
      const current = state.modal;
      if (current && (current.kind !== request.kind || current.plugin !== request.plugin)) closeModal();
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
    setTitle(title) {
      state.title = title;
    },
    openPopup(owner) {
      state.popup = owner;
    },
    closePopup(owner) {
      if (state.popup === owner) state.popup = null;
    },
    resetForRouteChange() {
      state.alerts = [];
      state.bodyScrollLocked = false;
      state.spinner = false;
      state.fading = { active: false, closeOnMouseOut: false };
      state.popup = null;
      closeAside();
    },
  };
}
