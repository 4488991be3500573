import { emailConfirm, type EmailConfirmReply } from '../../contracts/email-confirmation.ts';
import { perKernel, type PluginContext } from '../../core/plugin-api.ts';

/** The mailed link's `id` and `key`, or null when the link is cut short or mangled. */
export function linkParameters(search: string): { id: number; key: string } | null {
  const params = new URLSearchParams(search);
  const rawId = params.get('id') ?? '';
  const key = params.get('key') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(rawId) || !/^[\w-]{1,200}$/.test(key)) return null;
  const id = Number(rawId);
  return id <= 2 ** 31 - 1 ? { id, key } : null;
}

export type ConfirmResult = { kind: 'answered'; reply: EmailConfirmReply } | { kind: 'failed' };

export type LinkConfirmer = (link: { id: number; key: string }) => Promise<ConfirmResult>;

/** Each kernel's confirmer, made with the first page that confirms a link. */
export const linkConfirmerOf = perKernel((ctx: PluginContext<'double-opt-in'>) => createLinkConfirmer(ctx));

/**
 * One confirmation per link and page load: the key works once, so a page shown twice (a second
 * render, going back to it) must not send it twice and read its own first use as a failure.
 * A confirmed address refreshes the session (the popup, if any, closes on `sessionChanged`).
 */
export function createLinkConfirmer(ctx: PluginContext<'double-opt-in'>): LinkConfirmer {
  const sent = new Map<string, Promise<ConfirmResult>>();
  return (link: { id: number; key: string }): Promise<ConfirmResult> => {
    const id = `${link.id}:${link.key}`;
    let result = sent.get(id);
    if (!result) {
      result = confirmLink(ctx, link);
      sent.set(id, result);
      // A failed call (offline...) may be tried again by showing the page again.
      void result.then((outcome) => outcome.kind === 'failed' && sent.delete(id));
    }
    return result;
  };
}

async function confirmLink(ctx: PluginContext<'double-opt-in'>, link: { id: number; key: string }): Promise<ConfirmResult> {
  try {
    const reply = await ctx.api.call(emailConfirm, { body: link });
    if (reply.success) await ctx.refreshSession('refresh');
    return { kind: 'answered', reply };
  } catch (error) {
    ctx.logger.warn('the email confirmation failed', error);
    return { kind: 'failed' };
  }
}
