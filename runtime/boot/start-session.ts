import { session as sessionEndpoint } from '../../core/api/contract.ts';
import { errorMessage } from '../../core/logger.ts';
import type { Kernel } from '../../core/kernel/kernel.ts';
import { toShellSession } from '../../core/session.ts';
import { appState, failureStatus } from './app-state.ts';

/**
 * Fetches the session, fills the kernel's session and runs `sessionReady`. A failure puts
 * the app in its offline, maintenance or error state (the unavailable screen) and is logged.
 */
export async function startSession(kernel: Kernel, pluginsReady: Promise<void> = Promise.resolve()): Promise<void> {
  appState.status = 'booting';
  try {
    const raw = await kernel.api.call(sessionEndpoint);
    Object.assign(kernel.session, toShellSession(raw));
    await pluginsReady;
    appState.status = 'ready';
    await kernel.hooks.sessionReady.promise(kernel.session);
  } catch (error) {
    appState.status = failureStatus(error, navigator.onLine);
    kernel.logger.error('shell', `session fetch failed: ${errorMessage(error)}`, error);
  }
}
