/**
 * npm run preview:link -- <store code> [hours] [path]: prints a content editor's preview link,
 * signed with PREVIEW_SECRET (the dev servers' published secret with --dev), valid for `hours`
 * (default 8, at most a week). Give it to the editor; whoever holds it sees that store's drafts
 * on its preview host until it expires.
 */
import { resolve } from 'node:path';
import { loadStores } from '../core/store/files.node.ts';
import { previewLink } from '../server/content/preview-link.ts';
import { DEV_PREVIEW_SECRET } from '../server/content/preview-token.ts';
import { previewSecretFrom } from '../server/start.ts';

const args = process.argv.slice(2);
const dev = args.includes('--dev');
const originArg = args.find((arg) => arg.startsWith('--origin='));
const [code, hours = '8', path = '/'] = args.filter((arg) => !arg.startsWith('--'));
const secret = dev ? DEV_PREVIEW_SECRET : previewSecretFrom(process.env.PREVIEW_SECRET);
if (!code || !secret) {
  console.error('usage: PREVIEW_SECRET=… npm run preview:link -- <store code> [hours] [path] [--origin=https://preview.example] [--dev]');
  process.exit(1);
}
const store = loadStores(resolve(import.meta.dirname, '..')).stores.find((found) => found.code === code);
if (!store) {
  console.error(`No store with the code ${code}`);
  process.exit(1);
}
console.log(previewLink({ secret, store, hours: Number(hours), path, ...(originArg ? { origin: originArg.slice('--origin='.length) } : {}) }));
