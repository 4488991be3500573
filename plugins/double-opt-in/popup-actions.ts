import { confirmationEmail } from '../../contracts/email-confirmation.ts';
import type { PluginContext } from '../../core/kernel/plugin.ts';

type Ctx = PluginContext<'double-opt-in'>;

/** "Request again": a new confirmation email for the signed-in member; true when it was sent. */
export async function requestConfirmationEmail(ctx: Ctx, referrer: string): Promise<boolean> {
  const customerId = ctx.session.raw?.customer_id;
  if (!customerId) return false;
  try {
    const reply = await ctx.api.call(confirmationEmail, { query: { customer_id: customerId, referrer } });
    return reply.success;
  } catch (error) {
    // Shown as the spec's error text; the details are for the log.
    ctx.logger.warn('the confirmation email was not sent', error);
    return false;
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
