import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { SocialNetwork } from '../../../core/store/types.ts';
import { SOCIAL_NAMES, SocialIcon } from '../../../core/kit/ui/SocialIcon.tsx';
import { useAppRuntime } from '../../app/app-runtime.tsx';
import { useKernel } from '../../app/kernel-context.tsx';
import { Slot } from '../../app/Slot.tsx';
import { FooterColumns } from './FooterColumns.tsx';
import { badgeImages, displayPhone } from './footer-rules.ts';
import { PaymentIcons, Reassurance } from './Reassurance.tsx';

/** Loaded after the page is interactive (spec 02: the footer shows after initialisation). */
/** The review score line (the count written as the store's language writes numbers). */
function TrustpilotLine({ score, reviews }: { score: number; reviews: number }) {
  return (
    <Trans>
      Rated {score}/5 from <Plural value={reviews} one="# review" other="# reviews" />
    </Trans>
  );
}

export default function Footer() {
  const kernel = useKernel();
  const { t } = useLingui();
  const store = kernel.store;
  const { layout } = useSnapshot(useAppRuntime().page);
  const phone = displayPhone(store);
  const images = badgeImages(store.badges);
  const social = Object.entries(store.social) as [SocialNetwork, string][];

  return (
    <footer className="footer" id="footer" data-testid="footer">
      <Reassurance store={store} basketLayout={layout === 'basket'} />
      <div className="footer__grey">
        <FooterColumns />
        <div className="footer__service">
          <h2>
            <Trans>Customer service</Trans>
          </h2>
          {phone && (
            <p>
              <a href={phone.href} data-testid="footer-phone">
                {phone.display}
              </a>{' '}
              <span className="footer__muted">({phone.label})</span>
            </p>
          )}
          <p className="footer__muted">{store.customerService.hours}</p>
          <p>
            <a href={`mailto:${store.supportEmail}`} data-testid="footer-email">
              {store.supportEmail}
            </a>
          </p>
          <PaymentIcons payment={store.payment} />
        </div>
        <div className="footer__follow">
          <h2>
            <Trans>Follow us</Trans>
          </h2>
          <ul className="social-links">
            {social.map(([network, url]) => (
              <li key={network}>
                <a href={url} rel="noopener noreferrer" target="_blank" className={`social-link social-link--${network}`} aria-label={SOCIAL_NAMES[network]}>
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
          {store.badges.appDownload && (
            <div className="footer__apps" data-testid="app-badges">
              <img src={images.appStore} alt={t`Download on the App Store`} width={120} height={40} loading="lazy" />
              <img src={images.googlePlay} alt={t`Get it on Google Play`} width={135} height={40} loading="lazy" />
            </div>
          )}
          {store.badges.reviews && store.trustpilot && (
            <p className="footer__reviews">
              <TrustpilotLine score={store.trustpilot.score} reviews={store.trustpilot.reviews} />
            </p>
          )}
          {store.isTrustedShopsBadgeEnabled && store.tsReviewsUrl && (
            <p className="footer__trusted-shops" data-testid="trusted-shops">
              <a href={store.tsReviewsUrl} rel="noopener noreferrer" target="_blank">
                <img src="/badges/trusted-shops.png" alt="" width={60} height={60} loading="lazy" />
                <span>
                  <Trans>Read our Trusted Shops reviews</Trans>
                </span>
              </a>
            </p>
          )}
          <a href="/b-corp" className="footer__bcorp">
            <img src={images.bCorp} alt={t`Certified B Corporation`} width={60} height={100} loading="lazy" data-testid="b-corp" />
          </a>
        </div>
        <Slot name="footer.extra" />
      </div>
      <p className="footer__legal">{store.company.legalLine}</p>
    </footer>
  );
}
