import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { NewsletterOptions, NewsletterSubscribeReply } from '../../../contracts/newsletter.ts';
import { failureMessages } from '../newsletter-errors.ts';
import type { SubscriptionChoice } from '../subscribe-bodies.ts';
import { offeredIn, stateAfterSave, type SubscriptionState } from '../subscription-state.ts';
import { CallResult, type Outcome } from './CallResult.tsx';
import { useFocusOnChange } from './use-focus-on-change.ts';

interface Props {
  options: NewsletterOptions;
  initial: SubscriptionState;
  /** Sends the choice (newsletter-subscribe, body variant b or c); rejects with the reply's errors. */
  save(choice: SubscriptionChoice): Promise<NewsletterSubscribeReply>;
  /** After a successful save (the member pages refresh the session). */
  onSaved?(state: SubscriptionState): void;
  /** The shop's special offers mails, saved with the same button (the manage page by mailed link). */
  specialOffers?: SpecialOffers;
}

export interface SpecialOffers {
  initial: boolean;
  /** Sends the choice of a subscriber; resolves with what the server now holds. */
  save(on: boolean): Promise<boolean>;
}

/**
 * Sports (checkboxes) and frequency (radio buttons), subscribe or save, and "Unsubscribe from
 * all", which sends only the flag (spec 02 section 5). The outcome is announced in a live region.
 */
export function SubscriptionForm({ options, initial, save, onSaved, specialOffers }: Props) {
  const { t } = useLingui();
  const [state, setState] = useState(initial);
  const [sports, setSports] = useState<ReadonlySet<number>>(initial.sports);
  const [frequency, setFrequency] = useState<number | null>(initial.frequency ?? options.frequencies[0]?.id ?? null);
  const [offers, setOffers] = useState(specialOffers?.initial ?? false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const statusId = useId();
  const status = useRef<HTMLParagraphElement>(null);
  // The button pressed may go (Unsubscribe from all): the keyboard continues from the status.
  useFocusOnChange(status, state.subscribed);

  const toggleSport = (id: number) =>
    setSports((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const send = async (choice: SubscriptionChoice, success: string) => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const reply = await save(choice);
      const sent = choice.subscribe ? { subscribed: true, sports: new Set(choice.sports), frequency: choice.frequency } : { ...state, subscribed: false };
      const next = stateAfterSave(sent, reply);
      // Unsubscribing sends only the flag (spec 02 section 5): the offers are for subscribers.
      if (specialOffers && choice.subscribe) setOffers(await specialOffers.save(offers));
      setState(next);
      setSports(next.sports);
      if (next.frequency !== null) setFrequency(next.frequency);
      setOutcome({ tone: 'success', messages: [success] });
      onSaved?.(next);
    } catch (error) {
      setOutcome({ tone: 'error', messages: failureMessages(error, t`Your choices could not be saved. Please try again.`) });
    } finally {
      setBusy(false);
    }
  };

  const subscribe = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (frequency === null) {
      setOutcome({ tone: 'error', messages: [t`Please choose how often you would like to hear from us.`] });
      return;
    }
    const success = state.subscribed ? t`Your newsletter preferences have been saved.` : t`You are subscribed to our newsletter.`;
    void send({ subscribe: true, sports: offeredIn(options.sports, sports), frequency }, success);
  };

  const unsubscribe = () => void send({ subscribe: false }, t`You have unsubscribed from our newsletter. You can subscribe again here at any time.`);

  return (
    <form className="form form--wide newsletter-form" onSubmit={subscribe} aria-describedby={statusId} data-testid="subscription-form">
      <p id={statusId} ref={status} tabIndex={-1} className="newsletter-status" data-testid="subscription-status" data-subscribed={state.subscribed}>
        {state.subscribed ? <Trans>You are subscribed to our newsletter.</Trans> : <Trans>You are not subscribed to our newsletter.</Trans>}
      </p>
      {options.sports.length > 0 && (
        <fieldset className="newsletter-choices">
          <legend>
            <Trans>Your sports: we will show you their sales first</Trans>
          </legend>
          {options.sports.map((sport) => (
            <label key={sport.id} className="checkbox">
              <input type="checkbox" name="sports" value={sport.id} checked={sports.has(sport.id)} onChange={() => toggleSport(sport.id)} />
              {sport.label}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="newsletter-choices">
        <legend>
          <Trans>How often would you like to hear from us?</Trans>
        </legend>
        {options.frequencies.map((option) => (
          <label key={option.id} className="checkbox">
            <input type="radio" name="frequency" value={option.id} checked={frequency === option.id} onChange={() => setFrequency(option.id)} />
            {option.label}
          </label>
        ))}
      </fieldset>
      {specialOffers && (
        <fieldset className="newsletter-choices">
          <legend>
            <Trans>Emails from us</Trans>
          </legend>
          <label className="checkbox">
            <input type="checkbox" name="newsletter_special_offers" checked={offers} onChange={(event) => setOffers(event.target.checked)} />
            <Trans>Special offers and discount codes</Trans>
          </label>
        </fieldset>
      )}
      <CallResult outcome={outcome} />
      <div className="row">
        {/* aria-disabled, not disabled: the focused button keeps the focus while the call runs. */}
        <button type="submit" className="button" aria-disabled={busy}>
          {state.subscribed ? <Trans>Save my preferences</Trans> : <Trans>Subscribe</Trans>}
        </button>
        {state.subscribed && (
          <button type="button" className="button button--secondary" aria-disabled={busy} onClick={unsubscribe}>
            <Trans>Unsubscribe from all</Trans>
          </button>
        )}
      </div>
    </form>
  );
}
