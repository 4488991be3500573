import { confirmationEmail } from '../../contracts/email-confirmation.ts';
import { ApiError, type PluginContext } from '../../core/plugin-api.ts';

type Ctx = PluginContext<'double-opt-in'>;

/** What "Request again" came to: a mail on its way, too soon after the last one (the server's words), or a failure. */
export type ResendOutcome = { kind: 'sent' } | { kind: 'too-soon'; message: string } | { kind: 'failed' };

/** The server answers 429 when a link went out less than a minute ago: nothing failed, the member waits. */
const TOO_MANY_REQUESTS = 429;

/** "Request again": a new confirmation email for the signed-in member. */
export async function requestConfirmationEmail(ctx: Ctx, referrer: string): Promise<ResendOutcome> {
  const customerId = ctx.session.raw?.customer_id;
  if (!customerId) return { kind: 'failed' };
  try {
    const reply = await ctx.api.call(confirmationEmail, { query: { customer_id: customerId, referrer } });
    return reply.success ? { kind: 'sent' } : { kind: 'failed' };
  } catch (error) {
    if (error instanceof ApiError && error.status === TOO_MANY_REQUESTS) return { kind: 'too-soon', message: error.body?.message ?? '' };
    // Shown as the spec's error text; the details are for the log.
    ctx.logger.warn('the confirmation email was not sent', error);
    return { kind: 'failed' };
  }
}

/**
 * "Log out": through the logout endpoint, then to the store's page after a sign-out and a new
 * session (its `sessionChanged` closes the popup). Returns null, or why the member is still signed
 * in (the server's message, else `failureText`), for the popup to show: an alert of the shell
 * would sit under the modal.
 */
export async function logOut(ctx: Ctx, navigate: (to: string) => void, failureText: string): Promise<string | null> {
  try {
    // The auth contracts load only when someone logs out here.
    const { logout } = await import('../../contracts/auth.ts');
    const reply = await ctx.api.call(logout);
    if (!reply.success) return reply.message || failureText;
    navigate(ctx.store.logoutRedirect || '/');
    await ctx.refreshSession('logout');
    return null;
  } catch (error) {
    ctx.logger.warn('logout failed', error);
    return failureText;
  }
}
