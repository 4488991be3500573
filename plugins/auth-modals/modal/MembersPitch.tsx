import { Trans, useLingui } from '@lingui/react/macro';
import { numberFormat } from '../../../core/plugin-api.ts';

/** The biggest discount of the private sales, as the pitch states it. */
const TOP_DISCOUNT = 0.7;

/** The marketing modal's case for joining (displayform=v2): members-only private sales, the discount, free membership. */
export function MembersPitch({ locale }: { locale: string }) {
  const { t } = useLingui();
  const discount = numberFormat(locale.replace('_', '-'), { style: 'percent' }).format(TOP_DISCOUNT);
  return (
    <div className="auth-modal__pitch" data-testid="members-pitch">
      <p className="auth-modal__pitch-title">
        <Trans>Private sales are only accessible to our members</Trans>
      </p>
      <ul className="auth-modal__pitch-list">
        <li>
          <Trans>Private sales on the top ski and snowboard brands</Trans>
        </li>
        <li>{t`Up to ${discount} off, every day`}</li>
        <li>
          <Trans>Membership is free and takes a minute</Trans>
        </li>
      </ul>
    </div>
  );
}
