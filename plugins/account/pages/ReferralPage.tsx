import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentType } from 'react';
import type { PageProps } from '../../../core/kernel/plugin.ts';
import { useLoad } from '../../../core/ui/use-load.ts';
import { referral } from '../api.ts';
import type { AccountDeps } from '../deps.ts';
import { AccountFrame, LoadState } from './AccountFrame.tsx';

export function createPage({ ctx }: AccountDeps): ComponentType<PageProps> {
  return function ReferralPage({ signal }: PageProps) {
    const { t } = useLingui();
    const [copied, setCopied] = useState(false);
    const [state, retry] = useLoad(ctx.logger, () => ctx.api.call(referral, { signal }), []);
    return (
      <AccountFrame title={t`Credits & Invitations`} testId="referral">
        <LoadState state={state} retry={retry}>
          {(data) => {
            const link = `${window.location.origin}${data.shareUrl}`;
            const points = new Intl.NumberFormat(ctx.store.currency.priceLocale).format(data.rewardPoints);
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
                    <Trans>{points} points</Trans>
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
              </div>
            );
          }}
        </LoadState>
      </AccountFrame>
    );
  };
}
