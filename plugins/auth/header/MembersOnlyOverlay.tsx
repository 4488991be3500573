import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { type SocialNetwork, usePlugin } from '../../../core/plugin-api.ts';
import { SOCIAL_NAMES, SocialIcon } from '../../../core/kit/ui/SocialIcon.tsx';

/** Spec 02: what a guest on mobile gets from the account button. */
export function MembersOnlyOverlay({ onClose }: { onClose: () => void }) {
  const ctx = usePlugin<'auth'>();
  const { t } = useLingui();
  const links = Object.entries(ctx.store.social).filter((entry): entry is [SocialNetwork, string] => typeof entry[1] === 'string');
  return (
    <div className="members-overlay" role="dialog" aria-label={t`Members only`} data-testid="members-overlay">
      <button type="button" className="members-overlay__close" aria-label={t`Close`} onClick={onClose}>
        ×
      </button>
      <p className="members-overlay__title">
        <Trans>Private sales are only accessible to our members</Trans>
      </p>
      <div className="members-overlay__actions">
        <ctx.RouteLink to="login" className="button members-overlay__signin">
          <Trans>Sign in</Trans>
        </ctx.RouteLink>
        <ctx.RouteLink to="register" className="button members-overlay__join">
          <Trans>Create an account</Trans>
        </ctx.RouteLink>
      </div>
      <ul className="members-overlay__links">
        <li>
          <Link href="/help">
            <Trans>Help & Contact</Trans>
          </Link>
        </li>
        <li>
          <Link href="/about-us">
            <Trans>About</Trans>
          </Link>
        </li>
      </ul>
      <ul className="members-overlay__social" aria-label={t`Follow us`}>
        {links.map(([network, url]) => (
          <li key={network}>
            <a href={url} target="_blank" rel="noopener noreferrer" aria-label={SOCIAL_NAMES[network]} className="members-overlay__social-icon">
              <SocialIcon network={network} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
