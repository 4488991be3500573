import { Trans, useLingui } from '@lingui/react/macro';
import { useTitle } from '../../core/kit/ui/use-title.ts';
import { useKernel } from '../app/kernel-context.tsx';

export function NotFoundPage() {
  const kernel = useKernel();
  const { t } = useLingui();
  useTitle(kernel.shell, t`Page not found`);
  return (
    <section className="page-message" data-testid="not-found">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>Sorry, the page you are looking for does not exist or has moved.</Trans>
      </p>
      <kernel.RouteLink to="home" className="button">
        <Trans>Back to the sales</Trans>
      </kernel.RouteLink>
    </section>
  );
}
