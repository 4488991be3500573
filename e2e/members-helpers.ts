import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { CLIENT_HEADERS, expect, storeUrl } from './fixtures.ts';

type Host = Parameters<typeof storeUrl>[0];

export const DEMO = { email: 'demo@summit.test', password: 'Summit-demo-2026' } as const;
export const SECOND = { email: 'sam@summit.test', password: 'Summit-sam-2026' } as const;

let counter = 0;
/** A fresh email per call, so tests sharing the run's database never meet. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@summit.test`;
}

/** Signs the browser context in through the API (the UI login is tested on its own). */
export async function signInByApi(page: Page, email: string, password: string, host: Host = 'localhost'): Promise<void> {
  const reply = await page.request.post(storeUrl(host, '/api/auth/login'), { data: { email, password, storeId: 1 }, headers: CLIENT_HEADERS });
  expect(await reply.json()).toMatchObject({ success: true });
}

/** Creates a member through the API and leaves the browser context signed in as them. */
export async function signUpByApi(page: Page, email: string, password = 'Fresh-pass-2026', host: Host = 'localhost'): Promise<void> {
  const reply = await page.request.post(storeUrl(host, '/api/auth/signup'), {
    data: { email, password, storeId: 1, data: { firstname: 'Tess', lastname: 'Ter' } },
    headers: CLIENT_HEADERS,
  });
  expect(await reply.json()).toMatchObject({ success: true });
}

/** The last link the server "mailed" to an address (demo mode writes them to data/demo-mail.jsonl), optionally the last to a path. */
export async function lastMailedLink(email: string, path?: string): Promise<string> {
  const file = resolve(import.meta.dirname, '..', 'data', 'demo-mail.jsonl');
  let link: string | undefined;
  await expect
    .poll(() => {
      if (!existsSync(file)) return undefined;
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      link = lines
        .map((line) => JSON.parse(line) as { to: string; link: string })
        .filter((mail) => mail.to === email && (!path || new URL(mail.link).pathname === path))
        .at(-1)?.link;
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Records state-changing API calls, to prove that a form with bad input sends nothing. */
export function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  });
  return writes;
}
