import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { usePlugin, type PageProps } from '../../core/plugin-api.ts';
import { useTitle } from '../../core/kit/ui/use-title.ts';
import { linkConfirmerOf, linkParameters } from './confirm-link.ts';
import { ProgressSteps } from './ProgressSteps.tsx';
import '../../core/kit/ui/content.css';
import './double-opt-in.css';

type View = { state: 'confirming' } | { state: 'confirmed'; message: string; continuePath: string | null } | { state: 'refused'; message: string | null };

/** The page of the mailed confirmation link: it confirms the address, then leads on to shopping. */
export default function EmailConfirmPage({ resolution }: PageProps) {
  const ctx = usePlugin<'double-opt-in'>();
  const confirmLink = linkConfirmerOf(ctx);
  const { t } = useLingui();
  useTitle(ctx.shell, t`Confirm email address`);
  const link = linkParameters(resolution.search);
  const [view, setView] = useState<View>(link ? { state: 'confirming' } : { state: 'refused', message: null });
  const linkId = link ? `${link.id}:${link.key}` : null;

  useEffect(() => {
    if (!link) return;
    let shown = true;
    void confirmLink(link).then((result) => {
      if (!shown) return;
      if (result.kind === 'failed') setView({ state: 'refused', message: t`Something went wrong. Please try again.` });
      else if (result.reply.success) setView({ state: 'confirmed', message: result.reply.message, continuePath: result.reply.continuePath });
      else setView({ state: 'refused', message: result.reply.message });
    });
    return () => {
      shown = false;
    };
    // The link's text is the dependency; `link` is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkId]);

  const home = ctx.href('home') ?? '/';
  return (
    <section className="content-page content-page--narrow doi-page" data-testid="email-confirm-page">
      {view.state === 'confirmed' ? (
        <>
          <h1>
            <Trans>Email address confirmed</Trans>
          </h1>
          <ProgressSteps current="start-shopping" />
          <p role="status">{view.message}</p>
          <p>
            <Link href={view.continuePath ?? home} className="button">
              <Trans>Start shopping</Trans>
            </Link>
          </p>
        </>
      ) : (
        <>
          <h1>
            <Trans>Confirm email address</Trans>
          </h1>
          <ProgressSteps current="confirm-email" />
          {view.state === 'confirming' ? (
            <p role="status">
              <Trans>Confirming your email address…</Trans>
            </p>
          ) : (
            <p role="alert">{view.message ?? t`This confirmation link is incomplete. Please open the link from the email again.`}</p>
          )}
          {view.state === 'refused' && (
            <p>
              <Link href={home}>
                <Trans>Go to the home page</Trans>
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
