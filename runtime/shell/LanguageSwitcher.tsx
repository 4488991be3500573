import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useId, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useDismiss } from '../../core/kit/ui/use-dismiss.ts';
import { useKernel } from '../app/kernel-context.tsx';
import { useScreen } from '../../core/kit/ui/screens.ts';
import { GlobeIcon } from './icons.tsx';

/** The symbol part of a money template: '£#' → '£', '# €' → '€'. */
const currencySymbol = (template: string) => template.replace('#', '').trim();

// The list of stores loads when the switcher is first opened.
const OptionsList = lazy(() => import('./LanguagePicker.tsx').then((m) => ({ default: m.OptionsList })));
const LanguageModal = lazy(() => import('./LanguagePicker.tsx').then((m) => ({ default: m.LanguageModal })));

/** The dropdown's name among the header popups: a category panel opening closes it (and it closes the panel). */
const LANGUAGE_POPUP = 'shell:language';

/** A dropdown on desktop and a modal on mobile (spec 02 section 2). */
export function LanguageSwitcher() {
  const kernel = useKernel();
  const { t } = useLingui();
  const isDesktop = useScreen('d');
  const { popup } = useSnapshot(kernel.shell.state);
  const open = popup === LANGUAGE_POPUP;
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  const close = useCallback(() => kernel.shell.closePopup(LANGUAGE_POPUP), [kernel]);
  useDismiss(open, root, close);

  const onClick = () => {
    if (isDesktop) {
      if (open) close();
      else kernel.shell.openPopup(LANGUAGE_POPUP);
    } else
      kernel.shell.openModal({
        plugin: 'shell',
        kind: 'language-selector',
        size: 'narrow',
        title: t`Choose your country and language`,
        component: LanguageModal,
      });
  };

  return (
    <div className="language-switcher" ref={root}>
      <button
        type="button"
        className="header__icon-button"
        aria-label={t`Change country or language (current: ${kernel.store.language.toUpperCase()}, ${kernel.store.currency.code})`}
        aria-expanded={isDesktop ? open : undefined}
        aria-controls={isDesktop && open ? menuId : undefined}
        onClick={onClick}
      >
        <GlobeIcon />
        <span className="header__icon-label">
          {kernel.store.language.toUpperCase()} <span aria-hidden="true">·</span>{' '}
          <span data-testid="store-currency">{currencySymbol(kernel.store.currency.template)}</span>
        </span>
      </button>
      {isDesktop && open && (
        <div id={menuId} className="language-switcher__dropdown">
          <Suspense fallback={null}>
            <OptionsList onDone={close} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
