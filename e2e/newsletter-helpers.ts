import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, storeUrl, waitForShell } from './fixtures.ts';
import { lastMailedLink } from './members-helpers.ts';

/* The newsletter's footer sign-up and its double opt-in, through the real UI (newsletter*.spec.ts). */

type Host = Parameters<typeof storeUrl>[0];

/** What the footer sign-up and the confirmation page say in a store's language. */
export interface SignupTexts {
  emailLabel: string;
  subscribe: string;
  modalTitle: string;
  confirm: string;
}

export const ENGLISH_SIGNUP: SignupTexts = {
  emailLabel: 'Email address',
  subscribe: 'Subscribe',
  modalTitle: 'Check your inbox',
  confirm: 'Confirm my subscription',
};

/** The footer's form loads when the footer comes near the viewport. */
export async function footerSignup(page: Page, texts: SignupTexts = ENGLISH_SIGNUP) {
  await page.getByTestId('footer').scrollIntoViewIfNeeded();
  const signup = page.getByTestId('newsletter-signup');
  await expect(signup.getByLabel(texts.emailLabel)).toBeVisible();
  return signup;
}

/** The links mailed to an address so far (demo mode writes them to data/demo-mail.jsonl), as paths. */
export function mailedPaths(email: string): string[] {
  const file = resolve(import.meta.dirname, '..', 'data', 'demo-mail.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; link: string })
    .filter((mail) => mail.to === email)
    .map((mail) => new URL(mail.link).pathname);
}

/** The last link of a path mailed to an address, as a path and query on the test server. */
export async function mailedPath(email: string, path: string): Promise<string> {
  const link = new URL(await lastMailedLink(email, path));
  return `${link.pathname}${link.search}`;
}

/**
 * A guest signs up from the footer of a store's home page: the modal says to check the inbox and
 * is closed, and the form says so too. Nothing is subscribed yet: the mail holds a confirmation link.
 */
export async function signUpFromFooter(page: Page, email: string, host: Host = 'localhost', texts: SignupTexts = ENGLISH_SIGNUP): Promise<void> {
  await page.goto(storeUrl(host, '/'));
  await waitForShell(page);
  const signup = await footerSignup(page, texts);
  await signup.getByLabel(texts.emailLabel).fill(email);
  await signup.getByRole('button', { name: texts.subscribe }).click();
  const modal = page.getByRole('dialog', { name: texts.modalTitle });
  await expect(modal.getByTestId('newsletter-subscribed')).toContainText(email);
  await modal.getByTestId('newsletter-subscribed').getByRole('button').click();
  await expect(modal).toBeHidden();
  await expect(signup.getByTestId('footer-newsletter-result')).not.toBeEmpty();
}

/** Follows the confirmation link mailed to an address and confirms; the manage link mailed then, as a path. */
export async function confirmFromMail(page: Page, email: string, host: Host = 'localhost', texts: SignupTexts = ENGLISH_SIGNUP): Promise<string> {
  await page.goto(storeUrl(host, await mailedPath(email, '/newsletter/confirm/')));
  await page.getByTestId('newsletter-confirm').getByRole('button', { name: texts.confirm }).click();
  await expect(page.getByTestId('newsletter-confirmed-status')).toBeFocused();
  return mailedPath(email, '/newsletter/manage/');
}

/** Signs up from the footer and confirms by the mailed link: the manage link's path. */
export async function subscribeFromFooter(page: Page, email: string): Promise<string> {
  await signUpFromFooter(page, email);
  return confirmFromMail(page, email);
}
