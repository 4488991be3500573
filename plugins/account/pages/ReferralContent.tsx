import { Trans, useLingui } from '@lingui/react/macro';
import { contentBlocksService, type AccountVariables, type BlockText, type ContentBlocksService } from '../../../contracts/content-blocks.ts';
import { userSync } from '../../../contracts/account.ts';
import { shareTextIdentifier, type ShareChannel } from '../../../contracts/static-blocks.ts';
import { type ApiClient, usePlugin } from '../../../core/plugin-api.ts';
import { LoadingState } from '../../../core/kit/ui/RemoteState.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import './referral.css';

/** The referral page's header text from the CMS (spec 02 section 7: referral header text); nothing without the content plugin. */
export function ReferralHeaderText() {
  const ctx = usePlugin<'account'>();
  const blocks = ctx.useOptional(contentBlocksService);
  if (!blocks) return null;
  return <blocks.PageText area="referral" className="referral-intro" testId="referral-header-text" />;
}

export interface ReferralShareData {
  variables: AccountVariables;
  texts: Record<ShareChannel, BlockText | null>;
}

/** The member's names (user-sync) and the share texts of the store's language, filled with them. */
export async function loadReferralShare(
  api: ApiClient,
  blocks: ContentBlocksService,
  language: string,
  link: { shareUrl: string; referralCode: string },
  signal: AbortSignal,
): Promise<ReferralShareData> {
  const member = await api.call(userSync, { signal });
  const variables: AccountVariables = { referrerFirstName: member.firstName, referrerLastName: member.lastName, ...link };
  const text = (channel: ShareChannel) => blocks.loadText(shareTextIdentifier('points', channel, language), { account: variables }, signal);
  const [email, twitter, facebook] = await Promise.all([text('email'), text('twitter'), text('facebook')]);
  return { variables, texts: { email, twitter, facebook } };
}

/** Where each share button leads: the channel's text, or the bare link when the store has no text for it. */
export function shareLinks(texts: ReferralShareData['texts'], shareUrl: string, fallbackSubject: string) {
  const q = encodeURIComponent;
  return {
    email: `mailto:?subject=${q(texts.email?.title || fallbackSubject)}&body=${q(texts.email?.text || shareUrl)}`,
    twitter: texts.twitter ? `https://twitter.com/intent/tweet?text=${q(texts.twitter.text)}` : `https://twitter.com/intent/tweet?url=${q(shareUrl)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${q(shareUrl)}${texts.facebook ? `&quote=${q(texts.facebook.text)}` : ''}`,
  };
}

/**
 * Sharing the referral link (spec 02 section 9: share-text blocks by type, channel and language):
 * the invitation as the email block shows it, and buttons that share it by email, on X and on
 * Facebook. Nothing without the content plugin.
 */
export function ReferralShare({ shareUrl, referralCode }: { shareUrl: string; referralCode: string }) {
  const ctx = usePlugin<'account'>();
  const { t } = useLingui();
  const blocks = ctx.useOptional(contentBlocksService);
  const state = useRemote(
    async (signal) => (blocks ? loadReferralShare(ctx.api, blocks, ctx.store.language, { shareUrl, referralCode }, signal) : null),
    [blocks, shareUrl, referralCode],
    { logger: ctx.logger },
  );
  if (!blocks || state.status === 'not-found' || state.status === 'error' || (state.status === 'ready' && !state.data)) return null;
  const ready = state.status === 'ready' ? state.data : null;
  const shop = ctx.store.shopShareName ?? ctx.store.shopName;
  const links = ready ? shareLinks(ready.texts, shareUrl, t`An invitation to ${shop}`) : null;
  const newTab = (
    <span className="visually-hidden">
      {' '}
      <Trans>(opens in a new tab)</Trans>
    </span>
  );
  return (
    <section className="card stack" data-testid="referral-share" aria-labelledby="referral-share-title">
      <h2 id="referral-share-title">
        <Trans>Share your invitation</Trans>
      </h2>
      {ready ? (
        <blocks.Block
          identifier={shareTextIdentifier('points', 'email', ctx.store.language)}
          variables={{ account: ready.variables }}
          titleLevel={3}
          className="referral-share__message"
          testId="referral-share-message"
        />
      ) : (
        <LoadingState />
      )}
      {links && (
        <div className="row">
          <a className="button" href={links.email} data-testid="share-email">
            <Trans>Share by email</Trans>
          </a>
          <a className="button button--secondary" href={links.twitter} target="_blank" rel="noopener noreferrer" data-testid="share-twitter">
            <Trans>Share on X</Trans>
            {newTab}
          </a>
          <a className="button button--secondary" href={links.facebook} target="_blank" rel="noopener noreferrer" data-testid="share-facebook">
            <Trans>Share on Facebook</Trans>
            {newTab}
          </a>
        </div>
      )}
    </section>
  );
}
