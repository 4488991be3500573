import { yieldToBrowser } from '../core/async/yield-to-browser.ts';
import './styles/shell.css';

/**
 * The entry, kept small: React's DOM renderer and then the app are imported in two steps, so that
 * evaluating them is two tasks instead of one long one that would hold the page's first taps and
 * scrolls (the renderer alone is two thirds of the code). Both files are preloaded with the
 * entry (scripts/vite/preload-boot-stages.ts): the steps add no round trip.
 */
async function start(): Promise<void> {
  await import('react-dom/client');
  await yieldToBrowser();
  const { boot } = await import('./boot-app.tsx');
  await yieldToBrowser();
  await boot();
}

// Not from the module's top level: a profiler or a trace (Lighthouse's) that records where a
// yield was asked for would parse the whole file again for its positions.
queueMicrotask(() => void start());
