import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DISMISSED_KEY, mobilePlatform, storeLink } from './banner-rules.ts';
import { useBannerState } from './banner-state.ts';
import './smart-app-banner.css';

/** The invitation to the app on iOS and Android: Open goes to the platform's store, × hides it for good. */
export function SmartAppBanner() {
  const { options, storage } = useBannerState();
  const { t } = useLingui();
  const [visible, setVisible] = useState(true);
  const platform = mobilePlatform(navigator.userAgent);
  if (!visible || !platform) return null;
  const dismiss = () => {
    try {
      storage?.setItem(DISMISSED_KEY, '1');
    } catch {
      // Not persisted: it will show again next visit.
    }
    setVisible(false);
  };
  return (
    <aside className="app-banner" aria-label={t`Our app`} data-testid="smart-app-banner">
      <button type="button" className="icon-button" aria-label={t`Close`} onClick={dismiss}>
        ×
      </button>
      <p>
        <Trans>Shop the private sales faster with our app.</Trans>
      </p>
      <a className="button" href={storeLink(platform, options)} onClick={dismiss}>
        <Trans>Open</Trans>
      </a>
    </aside>
  );
}
