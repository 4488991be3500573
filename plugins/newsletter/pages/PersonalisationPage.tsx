import { useLingui } from '@lingui/react/macro';
import { newsletterPersonalisation } from '../../../contracts/newsletter.ts';
import { usePlugin, type PageProps, type PluginContext } from '../../../core/plugin-api.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { MemberFrame } from '../components/frames.tsx';
import { TogglesForm } from '../components/TogglesForm.tsx';
import { useNewsletterState } from '../deps.ts';
import { withoutErrors } from '../newsletter-errors.ts';
import { referrerOf, toFlag } from '../subscribe-bodies.ts';
import { loadMemberSettings } from './member-settings.ts';

type PersonalisationKey = 'restrict_email_personalisation' | 'restrict_site_personalisation';

async function savePersonalisation(ctx: PluginContext<'newsletter'>, values: Record<PersonalisationKey, boolean>) {
  const reply = withoutErrors(
    await ctx.api.call(newsletterPersonalisation, {
      body: {
        restrict_email_personalisation: toFlag(values.restrict_email_personalisation),
        restrict_site_personalisation: toFlag(values.restrict_site_personalisation),
        referrer: referrerOf(window.location),
      },
    }),
  );
  // The session carries both flags (restrictEmailPersonalisation, restrictSitePersonalisation).
  void ctx.refreshSession('refresh');
  return { restrict_email_personalisation: reply.restrict_email_personalisation, restrict_site_personalisation: reply.restrict_site_personalisation };
}

/** /customer/account/personalisation/: whether the member's activity personalises our emails and the site (newsletter-personalisation). */
export default function PersonalisationPage({ signal }: PageProps) {
  const ctx = usePlugin<'newsletter'>();
  const deps = useNewsletterState();
  const save = (values: Record<PersonalisationKey, boolean>) => savePersonalisation(ctx, values);
  const { t } = useLingui();
  const state = useRemote((loadSignal) => loadMemberSettings(deps, loadSignal), [], { signal, logger: ctx.logger });
  return (
    <MemberFrame title={t`Personalisation`} testId="personalisation">
      <RemoteState state={state}>
        {(settings) => (
          <TogglesForm<PersonalisationKey>
            legend={t`We use what you look at and buy to show you the sales that suit you. You can turn this off.`}
            toggles={[
              {
                key: 'restrict_email_personalisation',
                label: t`Do not personalise my emails`,
                hint: t`Our emails show the same sales to everyone.`,
              },
              {
                key: 'restrict_site_personalisation',
                label: t`Do not personalise the site`,
                hint: t`The site shows the same sales to everyone, in the same order.`,
              },
            ]}
            initial={{
              restrict_email_personalisation: settings.restrict_email_personalisation,
              restrict_site_personalisation: settings.restrict_site_personalisation,
            }}
            save={save}
            success={t`Your personalisation choices have been saved.`}
            testId="personalisation-form"
          />
        )}
      </RemoteState>
    </MemberFrame>
  );
}
