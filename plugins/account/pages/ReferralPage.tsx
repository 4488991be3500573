import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { numberFormat, type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { referral } from '../../../contracts/account.ts';
import { AccountFrame } from './AccountFrame.tsx';
import { ReferralHeaderText, ReferralShare } from './ReferralContent.tsx';

/** The member's points; `points` is the count as the store writes numbers. */
function PointsLine({ rewardPoints, points }: { rewardPoints: number; points: string }) {
  return <Plural value={rewardPoints} one={`${points} point`} other={`${points} points`} />;
}

export default function ReferralPage({ signal }: PageProps) {
  const ctx = usePlugin<'account'>();
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const state = useRemote(() => ctx.api.call(referral, { signal }), [], { signal, logger: ctx.logger });
  return (
    <AccountFrame title={t`Credits & Invitations`} testId="referral">
      <ReferralHeaderText />
      <RemoteState state={state}>
        {(data) => {
          const link = `${window.location.origin}${data.shareUrl}`;
          const points = numberFormat(ctx.store.currency.priceLocale).format(data.rewardPoints);
          const copy = async () => {
            try {
              await navigator.clipboard.writeText(link);
              setCopied(true);
            } catch {
              setCopied(false);
            }
          };
          return (
            <div className="stack">
              <div className="card">
                <h2>
                  <Trans>Your reward points</Trans>
                </h2>
                <p data-testid="reward-points">
                  <PointsLine rewardPoints={data.rewardPoints} points={points} />
                </p>
              </div>
              <div className="card stack">
                <h2>
                  <Trans>Invite your friends</Trans>
                </h2>
                <p>
                  <Trans>Your referral code:</Trans> <strong data-testid="referral-code">{data.referralCode}</strong>
                </p>
                <label className="field">
                  <span>
                    <Trans>Your share link</Trans>
                  </span>
                  <input readOnly value={link} data-testid="referral-link" onFocus={(event) => event.target.select()} />
                </label>
                <div className="row">
                  <button type="button" className="button" onClick={() => void copy()}>
                    {copied ? t`Copied` : t`Copy the link`}
                  </button>
                  <span className="muted">
                    <Trans>Friends who joined with your link: {data.invitedCount}</Trans>
                  </span>
                </div>
              </div>
              <ReferralShare shareUrl={link} referralCode={data.referralCode} />
            </div>
          );
        }}
      </RemoteState>
    </AccountFrame>
  );
}
