import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * A bare page using React, react-dom, wouter and valtio the way a storefront shell would
 * (a router, a proxy state read with useSnapshot), built with the same Vite settings. Its first
 * render lies between the storefront's hydration marks, for the main-thread bench to set beside.
 */
export async function buildBaseline(root: string): Promise<string> {
  const dir = join(root, '.bench/baseline');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'main.tsx'),
    `import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { proxy, useSnapshot } from 'valtio';
import { Link, Route, Router, Switch } from 'wouter';
const state = proxy({ count: 0 });
function Home() {
  const snap = useSnapshot(state);
  useEffect(() => { performance.mark('baseline-ready'); performance.mark('summit:hydration-end'); performance.mark('summit:page-content'); }, []);
  return <main><h1>Home</h1><button onClick={() => state.count++}>{snap.count}</button><Link href="/other">Other</Link></main>;
}
performance.mark('summit:hydration-start');
createRoot(document.getElementById('root')!).render(
  <Router><Switch><Route path="/" component={Home} /><Route>Not found</Route></Switch></Router>,
);
`,
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: join(dir, 'dist'), emptyOutDir: true, target: 'es2022' },
  });
  return join(dir, 'dist');
}
