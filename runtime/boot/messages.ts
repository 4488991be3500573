import type { Messages } from '@lingui/core';
import { catalogLocale } from '../../core/i18n/locales.ts';

/** The shell's compiled catalog for a locale, one chunk per locale. */
export async function loadShellMessages(locale: string): Promise<Messages> {
  const { messages } = (await import(`../locales/${catalogLocale(locale)}/messages.po`)) as { messages: Messages };
  return messages;
}
