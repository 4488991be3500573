import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { OrderSummary } from '../../../contracts/orders.ts';
import { orderDate, orderSubject, SUBJECT_TOPICS, type Subject, type SubjectTopic } from './subjects.ts';

/** The topics' names and an order's, in the store's language (also what the message's subject says). */
export function useSubjectNames() {
  const { t } = useLingui();
  const topics: Record<SubjectTopic, string> = {
    order: t`An order`,
    delivery: t`Delivery`,
    returns: t`Returns and refunds`,
    payment: t`Payment`,
    account: t`My account`,
    membership: t`Membership and reward points`,
    other: t`Something else`,
  };
  const order = (o: OrderSummary) => {
    const [number, date] = [o.incrementId, orderDate(o.orderDate)];
    return t`Order ${number} of ${date}`;
  };
  return { topics, order, of: (subject: Subject) => (subject.kind === 'order' ? order(subject.order) : topics[subject.topic]) };
}

interface Props {
  label: string;
  value: string;
  error?: string;
  onValue(value: string): void;
  /** The member's recent orders, offered first; none for a guest. */
  orders: readonly OrderSummary[];
}

/** The subject: a member's recent orders, then the topics. */
export function SubjectField({ label, value, error, onValue, orders }: Props) {
  const { t } = useLingui();
  const id = useId();
  const names = useSubjectNames();
  const topics = SUBJECT_TOPICS.map((topic) => (
    <option key={topic} value={topic}>
      {names.topics[topic]}
    </option>
  ));
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name="subject"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="contact-subject"
      >
        <option value="">{t`Choose a subject`}</option>
        {orders.length > 0 ? (
          <>
            <optgroup label={t`Your recent orders`}>
              {orders.map((order) => (
                <option key={order.id} value={orderSubject(order)}>
                  {names.order(order)}
                </option>
              ))}
            </optgroup>
            <optgroup label={t`Other subjects`}>{topics}</optgroup>
          </>
        ) : (
          topics
        )}
      </select>
      {error && (
        <p className="field__error" id={`${id}-error`} data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
