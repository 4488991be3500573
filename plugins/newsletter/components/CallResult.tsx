/** The outcome of a save: success text or the errors list, announced politely. */
export type Outcome = { tone: 'success' | 'error'; messages: readonly string[] } | null;

/**
 * A live region that is always in the page (so that a screen reader hears what appears in it),
 * with the success text or the errors list of the last call.
 */
export function CallResult({ outcome, testId = 'newsletter-result' }: { outcome: Outcome; testId?: string }) {
  return (
    <div aria-live="polite" aria-atomic="true" data-testid={testId}>
      {outcome && (
        <div className={`form-message form-message--${outcome.tone}`} data-tone={outcome.tone}>
          {outcome.messages.length === 1 ? (
            outcome.messages[0]
          ) : (
            <ul className="newsletter-errors">
              {outcome.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
