import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../core/ui/use-dismiss.ts';
import { useKernel } from '../app/kernel-context.tsx';
import { useScreen } from '../../core/ui/screens.ts';
import { GlobeIcon } from './icons.tsx';

/** The symbol part of a money template: '£#' → '£', '# €' → '€'. */
const currencySymbol = (template: string) => template.replace('#', '').trim();

// The list of stores loads when the switcher is first opened.
const OptionsList = lazy(() => import('./LanguagePicker.tsx').then((m) => ({ default: m.OptionsList })));
const LanguageModal = lazy(() => import('./LanguagePicker.tsx').then((m) => ({ default: m.LanguageModal })));

/** A dropdown on desktop and a modal on mobile (spec 02 section 2). */
export function LanguageSwitcher() {
  const kernel = useKernel();
  const { t } = useLingui();
  const isDesktop = useScreen('d');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);

  const onClick = () => {
    if (isDesktop) setOpen((value) => !value);
    else
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
            <OptionsList onDone={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
