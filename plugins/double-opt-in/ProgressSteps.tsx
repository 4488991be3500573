import { useLingui } from '@lingui/react/macro';

export type Step = 'create-account' | 'confirm-email' | 'start-shopping';

const ORDER: Step[] = ['create-account', 'confirm-email', 'start-shopping'];

/** The three steps of spec 02's popup, in order, the current one marked for assistive technology too. */
export function ProgressSteps({ current }: { current: Step }) {
  const { t } = useLingui();
  const labels: Record<Step, string> = {
    'create-account': t`Create account`,
    'confirm-email': t`Confirm email address`,
    'start-shopping': t`Start shopping`,
  };
  const currentIndex = ORDER.indexOf(current);
  return (
    <ol className="doi-steps" aria-label={t`Your progress`} data-testid="doi-steps">
      {ORDER.map((step, index) => (
        <li
          key={step}
          className={`doi-steps__step${index < currentIndex ? ' doi-steps__step--done' : ''}${index === currentIndex ? ' doi-steps__step--current' : ''}`}
          aria-current={index === currentIndex ? 'step' : undefined}
        >
          <span className="doi-steps__mark" aria-hidden="true">
            {index < currentIndex ? '✓' : index + 1}
          </span>
          <span className="doi-steps__label">{labels[step]}</span>
        </li>
      ))}
    </ol>
  );
}
