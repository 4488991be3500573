import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Slot } from '../app/Slot.tsx';

/** The mobile and tablet menu (in the aside): the navigation plugin's tree, then fixed links. */
export function MobileMenu() {
  return (
    <div className="mobile-menu" data-testid="mobile-menu">
      <Slot name="mobile-menu" />
      <ul className="mobile-menu__links">
        <li>
          <Link href="/about-us">
            <Trans>About us</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}
