import type { SocialNetwork } from '../../store/types.ts';
import { SOCIAL_ICONS } from './social-icon-paths.ts';

/** The names the networks go by, in every language. */
export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  strava: 'Strava',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  youtube: 'YouTube',
};

/** A social network's glyph (simple-icons), inline; decorative: its link carries the name. */
export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  const icon = SOCIAL_ICONS[network];
  return (
    <svg className="social-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={icon.path} />
    </svg>
  );
}
