import { snapshot } from 'valtio';
import { fetchSession } from '../../core/kernel/kernel.ts';
import { errorMessage } from '../../core/logger.ts';
import type { AppRuntime } from '../app/app-runtime.tsx';
import { failureStatus } from './app-state.ts';

/**
 * Fetches the session, hands it to the kernel and runs `sessionReady`. A failure puts the app
 * in its offline, maintenance or error state (the unavailable screen) and is logged.
 */
export async function startSession({ kernel, app }: AppRuntime, pluginsReady: Promise<void> = Promise.resolve()): Promise<void> {
  app.status = 'booting';
  try {
    kernel.receiveSession(await fetchSession(kernel.api));
    await pluginsReady;
    app.status = 'ready';
    await kernel.hooks.sessionReady.promise(snapshot(kernel.session));
  } catch (error) {
    app.status = failureStatus(error, navigator.onLine);
    kernel.logger.error('shell', `session fetch failed: ${errorMessage(error)}`, error);
  }
}
