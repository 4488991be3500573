import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

/** Spec 02 section 2: the application error screen for the offline, maintenance and error states. */
export function UnavailableScreen({ retry }: { retry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <main className="unavailable" data-testid="unavailable">
      <div className="unavailable__card" role="alert">
        <h1>
          <Trans>Oops... Victim of its own success, the site is temporarily unavailable.</Trans>
        </h1>
        <p>
          <Trans>Please try again in a few minutes.</Trans>
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
