import { Trans } from '@lingui/react/macro';

/**
 * A fitting form as the store's language names it: the API gives the spec's names (spec 01
 * section 3, 'Fitting Form Mondopoint'); any other name is shown as the server gives it.
 */
export function FittingForm({ name }: { name: string }) {
  if (name === 'Fitting Form Mondopoint') return <Trans>Fitting Form Mondopoint</Trans>;
  if (name === 'Fitting Form Sole Length') return <Trans>Fitting Form Sole Length</Trans>;
  return <>{name}</>;
}
