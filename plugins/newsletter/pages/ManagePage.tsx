import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../../core/plugin-api.ts';
import { PublicFrame } from '../components/frames.tsx';
import { SignInToManage } from '../components/SignInToManage.tsx';
import { useNewsletterState } from '../deps.ts';
import { SignupForm } from '../footer/SignupForm.tsx';
import { keyFromSearch } from '../link-key.ts';
import { KeyManage } from './KeyManage.tsx';
import { MemberNewsletter } from './MemberNewsletter.tsx';

/** Neither a mailed key nor a member: how to get to the settings. */
function NoKey() {
  const { t } = useLingui();
  return (
    <PublicFrame title={t`Your newsletter`} testId="newsletter-no-key">
      <div className="stack">
        <p>
          <Trans>To choose your sports and how often you hear from us, open the link at the bottom of any of our emails.</Trans>
        </p>
        <SignInToManage />
        <h2>
          <Trans>Not subscribed yet?</Trans>
        </h2>
        <SignupForm idPrefix="manage-signup" />
      </div>
    </PublicFrame>
  );
}

/**
 * /newsletter/manage/: by the mailed link's key (no login, spec 02 section 6); without one, a
 * signed-in member's newsletter preferences in the account; otherwise how to get there.
 */
export default function ManagePage({ resolution, signal }: PageProps) {
  const deps = useNewsletterState();
  const session = useSnapshot(deps.ctx.session);
  const linkKey = keyFromSearch(resolution.search);
  if (linkKey) return <KeyManage linkKey={linkKey} signal={signal} />;
  if (session.isUserLoggedIn) return <MemberNewsletter signal={signal} />;
  return <NoKey />;
}
