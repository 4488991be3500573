import { describe, expect, it, vi } from 'vitest';
import { createShell } from './shell-state.ts';

const Nothing = () => null;

describe('shell state', () => {
  it('resets for a route change: alerts, scroll lock, spinner, fading off, aside closed', () => {
    const shell = createShell();
    const onAsideClose = vi.fn();
    shell.alert('error', 'Oops');
    shell.lockBodyScroll(true);
    shell.setSpinner(true);
    shell.setFading(true, { closeOnMouseOut: true });
    shell.openAside({ plugin: 'shell', kind: 'mobile-menu', title: 'Menu', component: Nothing, onClose: onAsideClose });
    shell.openPopup('navigation');
    shell.resetForRouteChange();
    expect(shell.state).toMatchObject({ alerts: [], bodyScrollLocked: false, spinner: false, fading: { active: false }, aside: null, popup: null });
    expect(onAsideClose).toHaveBeenCalledOnce();
  });

  it('signals close once when a modal is replaced or closed', () => {
    const shell = createShell();
    const first = vi.fn();
    const second = vi.fn();
    shell.openModal({ plugin: 'consent', kind: 'a', size: 'narrow', title: 'A', component: Nothing, onClose: first });
    shell.openModal({ plugin: 'auth', kind: 'b', title: 'B', component: Nothing, onClose: second });
    expect(first).toHaveBeenCalledOnce();
    expect(shell.state.modal?.kind).toBe('b');
    shell.closeModal();
    shell.closeModal();
    expect(second).toHaveBeenCalledOnce();
  });

  it('keeps one header popup open: a new one takes the place, an owner closes only its own', () => {
    const shell = createShell();
    shell.openPopup('shell:language');
    shell.openPopup('navigation');
    expect(shell.state.popup).toBe('navigation');
    shell.closePopup('shell:language');
    expect(shell.state.popup).toBe('navigation');
    shell.closePopup('navigation');
    expect(shell.state.popup).toBeNull();
  });
});
