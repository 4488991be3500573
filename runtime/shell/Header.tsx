import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useKernel } from '../app/kernel-context.tsx';
import { Slot } from '../app/Slot.tsx';
import { Island } from '../../core/kernel/Island.tsx';
import { AccountIcon, BasketIcon } from './icons.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MenuButton } from './MenuButton.tsx';
import { PlainSearchForm } from './PlainSearchForm.tsx';
import { useHeaderOffset } from './use-header-offset.ts';

/** Default account entry until an account or auth plugin fills the slot. */
function DefaultAccountButton() {
  const kernel = useKernel();
  const { isUserLoggedIn } = useSnapshot(kernel.session);
  const { t } = useLingui();
  const label = isUserLoggedIn ? t`My account` : t`Sign in`;
  return (
    <kernel.RouteLink to={isUserLoggedIn ? 'account' : 'login'} className="header__icon-button" aria-label={label}>
      <AccountIcon />
      <span className="header__icon-label">{label}</span>
    </kernel.RouteLink>
  );
}

/** Default basket entry until the basket plugin fills the slot. */
function DefaultBasketButton() {
  const kernel = useKernel();
  const { t } = useLingui();
  return (
    <kernel.RouteLink to="basket" className="header__icon-button" aria-label={t`Basket`}>
      <BasketIcon />
      <span className="header__icon-label">
        <Trans>Basket</Trans>
      </span>
    </kernel.RouteLink>
  );
}

/**
 * The shop's name as a two-line lockup: the brand, and under it in small capitals the rest of the
 * name (the country), so that a long name ("Summit Deutschland") fits a phone's header whole.
 */
function ShopLogo({ shopName }: { shopName: string }) {
  const [brand = shopName, ...rest] = shopName.split(' ');
  const region = rest.join(' ');
  return (
    <span className="header__lockup" aria-hidden="true">
      <span className="header__mark">▲</span>
      <span className="header__names">
        <span className="header__brand">{brand}</span>
        {/* A space between the two lines (the column drops it): the link's text reads as the shop's name, which its label starts with. */}
        {region && (
          <>
            {' '}
            <span className="header__region">{region}</span>
          </>
        )}
      </span>
    </span>
  );
}

export function Header() {
  const kernel = useKernel();
  const { t } = useLingui();
  const header = useRef<HTMLElement>(null);
  useHeaderOffset(header);

  return (
    <header className="header" data-testid="header" ref={header}>
      <div className="header__bar">
        <Island name="shell:menu">
          <MenuButton />
        </Island>
        <Link href="/" className="header__logo" aria-label={t`${kernel.store.shopName}, home`}>
          <ShopLogo shopName={kernel.store.shopName} />
        </Link>
        <div className="header__search">
          <Slot name="header.search">
            <PlainSearchForm />
          </Slot>
        </div>
        <nav className="header__tools" aria-label={t`Shop tools`}>
          <Link href="/about-us" className="header__about">
            <Trans>About us</Trans>
          </Link>
          <Island name="shell:language">
            <LanguageSwitcher />
          </Island>
          <Slot name="header.account">
            <DefaultAccountButton />
          </Slot>
          <Slot name="header.basket">
            <DefaultBasketButton />
          </Slot>
        </nav>
      </div>
      <Slot name="header.nav" />
    </header>
  );
}
