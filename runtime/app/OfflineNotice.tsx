import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/**
 * The shopper's connection is down (not the site): said plainly, with a way to try again, and
 * the shop comes back by itself once the browser is online again.
 */
export function OfflineNotice({ retry }: { retry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    const onOnline = () => void retry();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [retry]);
  return (
    <main className="unavailable" data-testid="offline-notice">
      <div className="unavailable__card" role="alert">
        <h1>
          <Trans>You are offline</Trans>
        </h1>
        <p>
          <Trans>Check your internet connection. The shop comes back as soon as you are online again.</Trans>
        </p>
        <button
          type="button"
          className="button"
          disabled={retrying}
          onClick={() => {
            setRetrying(true);
            void retry().finally(() => setRetrying(false));
          }}
        >
          <Trans>Try again</Trans>
        </button>
      </div>
    </main>
  );
}
