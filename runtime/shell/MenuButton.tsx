import { useLingui } from '@lingui/react/macro';
import { useKernel } from '../app/kernel-context.tsx';
import { MenuIcon } from './icons.tsx';
import { MobileMenu } from './MobileMenu.tsx';

/** Opens the menu in the aside (phones and tablets). */
export function MenuButton() {
  const kernel = useKernel();
  const { t } = useLingui();
  const openMenu = () => kernel.shell.openAside({ plugin: 'shell', kind: 'mobile-menu', title: t`Menu`, component: MobileMenu });
  return (
    <button type="button" className="header__menu-button" aria-label={t`Open the menu`} onClick={openMenu}>
      <MenuIcon />
    </button>
  );
}
