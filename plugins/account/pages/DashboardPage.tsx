import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../core/kernel/plugin.ts';
import { useLoad } from '../../../core/ui/use-load.ts';
import { userSync } from '../api.ts';
import type { AccountDeps } from '../deps.ts';
import { AccountFrame, LoadState } from './AccountFrame.tsx';

export function createPage({ ctx }: AccountDeps): ComponentType<PageProps> {
  return function DashboardPage({ signal }: PageProps) {
    const { t } = useLingui();
    const [state, retry] = useLoad(ctx.logger, () => ctx.api.call(userSync, { signal }), []);
    return (
      <AccountFrame title={t`My account`} testId="account-dashboard">
        <LoadState state={state} retry={retry}>
          {(user) => (
            <div className="stack">
              <p>
                <Trans>
                  Hello {user.firstName} {user.lastName}
                </Trans>
              </p>
              <div className="card-grid">
                <div className="card">
                  <h2>
                    <Trans>Account Information</Trans>
                  </h2>
                  <p>
                    {user.firstName} {user.lastName}
                    <br />
                    {user.email}
                  </p>
                  <Link href="/customer/account/edit/">
                    <Trans>Edit</Trans>
                  </Link>
                </div>
                <div className="card">
                  <h2>
                    <Trans>Addresses</Trans>
                  </h2>
                  <Link href="/customer/address/">
                    <Trans>Manage my addresses</Trans>
                  </Link>
                </div>
                <div className="card">
                  <h2>
                    <Trans>Orders</Trans>
                  </h2>
                  <Link href="/sales/order/history/">
                    <Trans>See my orders</Trans>
                  </Link>
                  <br />
                  <Link href="/historical/orders">
                    <Trans>Orders from our previous shop</Trans>
                  </Link>
                </div>
                <div className="card">
                  <h2>
                    <Trans>Credits & Invitations</Trans>
                  </h2>
                  <p>
                    <Trans>Your referral code: {user.referralCode}</Trans>
                  </p>
                  <Link href="/rewardpoints/index/referral/">
                    <Trans>Invite friends</Trans>
                  </Link>
                </div>
              </div>
            </div>
          )}
        </LoadState>
      </AccountFrame>
    );
  };
}
