/**
 * valtio as the server renderer imports it (vite.config.ts): `useSnapshot` is the state's snapshot
 * itself. The browser's hook wraps each snapshot in a proxy that records what a component read, so
 * that it re-renders only when that changes; a server render reads the state once and never
 * re-renders, so the wrapping (and its subscription) would be work for nothing on every page.
 */
import type { useSnapshot as useSnapshotInBrowser } from 'valtio/react';
import { snapshot } from 'valtio/vanilla';

export * from 'valtio/vanilla';

export const useSnapshot: typeof useSnapshotInBrowser = (proxyObject) => snapshot(proxyObject);
