import { useLingui } from '@lingui/react/macro';
import { newsletterAdditionalShoppingNotifications } from '../../../contracts/newsletter.ts';
import { usePlugin, type PageProps, type PluginContext } from '../../../core/plugin-api.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { MemberFrame } from '../components/frames.tsx';
import { TogglesForm } from '../components/TogglesForm.tsx';
import { useNewsletterState } from '../deps.ts';
import { withoutErrors } from '../newsletter-errors.ts';
import { toFlag } from '../subscribe-bodies.ts';
import { loadMemberSettings } from './member-settings.ts';

type NotificationKey = 'subscribe_abandoned_basket';

async function saveNotifications(ctx: PluginContext<'newsletter'>, values: Record<NotificationKey, boolean>) {
  const reply = withoutErrors(
    await ctx.api.call(newsletterAdditionalShoppingNotifications, { body: { subscribe_abandoned_basket: toFlag(values.subscribe_abandoned_basket) } }),
  );
  // The session carries the flag (subscribeAbandonedBasket).
  void ctx.refreshSession('refresh');
  return { subscribe_abandoned_basket: reply.subscribe_abandoned_basket };
}

/** /customer/account/notifications-preferences/: abandoned-basket reminders (newsletter-additional-shopping-notifications). */
export default function NotificationsPage({ signal }: PageProps) {
  const ctx = usePlugin<'newsletter'>();
  const deps = useNewsletterState();
  const save = (values: Record<NotificationKey, boolean>) => saveNotifications(ctx, values);
  const { t } = useLingui();
  const state = useRemote((loadSignal) => loadMemberSettings(deps, loadSignal), [], { signal, logger: ctx.logger });
  return (
    <MemberFrame title={t`Notification preferences`} testId="notifications-preferences">
      <RemoteState state={state}>
        {(settings) => (
          <TogglesForm<NotificationKey>
            legend={t`Emails about your shopping, besides the newsletter`}
            toggles={[
              {
                key: 'subscribe_abandoned_basket',
                label: t`Remind me of items left in my basket`,
                hint: t`Sales end quickly: we let you know before the items you chose sell out.`,
              },
            ]}
            initial={{ subscribe_abandoned_basket: settings.subscribe_abandoned_basket }}
            save={save}
            success={t`Your notification preferences have been saved.`}
            testId="notifications-form"
          />
        )}
      </RemoteState>
    </MemberFrame>
  );
}
