import { Trans, useLingui } from '@lingui/react/macro';
import { type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { userSync } from '../../../contracts/account.ts';
import { AccountFrame } from './AccountFrame.tsx';

export default function DashboardPage({ signal }: PageProps) {
  const ctx = usePlugin<'account'>();
  const { t } = useLingui();
  const state = useRemote(() => ctx.api.call(userSync, { signal }), [], { signal, logger: ctx.logger });
  // A member who joined with login and password only is greeted by their email address.
  const nameOf = (user: { firstName: string; lastName: string; email: string }) => `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <AccountFrame title={t`My account`} testId="account-dashboard">
      <RemoteState state={state}>
        {(user) => (
          <div className="stack">
            <p>
              <Trans>Hello {nameOf(user)}</Trans>
            </p>
            <div className="card-grid">
              <div className="card">
                <h2>
                  <Trans>Account Information</Trans>
                </h2>
                <p>
                  {`${user.firstName} ${user.lastName}`.trim() && (
                    <>
                      {user.firstName} {user.lastName}
                      <br />
                    </>
                  )}
                  {user.email}
                </p>
                <ctx.RouteLink to="account-edit">
                  <Trans>Edit</Trans>
                </ctx.RouteLink>
              </div>
              <div className="card">
                <h2>
                  <Trans>Addresses</Trans>
                </h2>
                <ctx.RouteLink to="address-list">
                  <Trans>Manage my addresses</Trans>
                </ctx.RouteLink>
              </div>
              <div className="card">
                <h2>
                  <Trans>Orders</Trans>
                </h2>
                <ctx.RouteLink to="order-history">
                  <Trans>See my orders</Trans>
                </ctx.RouteLink>
                <br />
                <ctx.RouteLink to="historical-orders">
                  <Trans>Orders from our previous shop</Trans>
                </ctx.RouteLink>
              </div>
              <div className="card">
                <h2>
                  <Trans>Credits & Invitations</Trans>
                </h2>
                <p>
                  <Trans>Your referral code: {user.referralCode}</Trans>
                </p>
                <ctx.RouteLink to="referral">
                  <Trans>Invite friends</Trans>
                </ctx.RouteLink>
              </div>
            </div>
          </div>
        )}
      </RemoteState>
    </AccountFrame>
  );
}
