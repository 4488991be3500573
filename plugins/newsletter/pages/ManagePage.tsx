import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../../core/plugin-api.ts';
import { PublicFrame } from '../components/frames.tsx';
import { SignInToManage } from '../components/SignInToManage.tsx';
import type { NewsletterDeps } from '../deps.ts';
import { SignupForm } from '../footer/SignupForm.tsx';
import { keyFromSearch } from '../link-key.ts';
import { KeyManage } from './KeyManage.tsx';
import { MemberNewsletter } from './MemberNewsletter.tsx';

/** Neither a mailed key nor a member: how to get to the settings. */
function NoKey({ deps }: { deps: NewsletterDeps }) {
  const { t } = useLingui();
  return (
    <PublicFrame deps={deps} title={t`Your newsletter`} testId="newsletter-no-key">
      <div className="stack">
        <p>
          <Trans>To choose your sports and how often you hear from us, open the link at the bottom of any of our emails.</Trans>
        </p>
        <SignInToManage deps={deps} />
        <h2>
          <Trans>Not subscribed yet?</Trans>
        </h2>
        <SignupForm deps={deps} idPrefix="manage-signup" />
      </div>
    </PublicFrame>
  );
}

/**
 * /newsletter/manage/: by the mailed link's key (no login, spec 02 section 6); without one, a
 * signed-in member's newsletter preferences in the account; otherwise how to get there.
 */
export function createPage(deps: NewsletterDeps): ComponentType<PageProps> {
  return function ManagePage({ resolution, signal }: PageProps) {
    const session = useSnapshot(deps.ctx.session);
    const linkKey = keyFromSearch(resolution.search);
    if (linkKey) return <KeyManage deps={deps} linkKey={linkKey} signal={signal} />;
    if (session.isUserLoggedIn) return <MemberNewsletter deps={deps} signal={signal} />;
    return <NoKey deps={deps} />;
  };
}
