import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../core/ui/use-dismiss.ts';
import type { StoreSwitchOption } from '../../core/api/contract.ts';
import { useKernel } from '../app/kernel-context.tsx';
import { DESKTOP_QUERY, useMediaQuery } from '../app/use-media-query.ts';
import { GlobeIcon } from './icons.tsx';
import { useStoreOptions } from './use-store-options.ts';

/** The symbol part of a money template: '£#' → '£', '# €' → '€'. */
const currencySymbol = (template: string) => template.replace('#', '').trim();

/** Spec 02 section 4: saving navigates to the chosen store's link if it is not the current one. */
function goToStore(option: StoreSwitchOption, currentStoreId: number): void {
  if (option.storeId !== currentStoreId) window.location.assign(option.link);
}

function OptionsList({ onPick }: { onPick: (option: StoreSwitchOption) => void }) {
  const kernel = useKernel();
  const state = useStoreOptions(true);
  if (state.status === 'error') {
    return (
      <p role="alert">
        <Trans>The list of stores could not be loaded.</Trans>
      </p>
    );
  }
  if (state.status !== 'ready') {
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return (
    <ul className="language-switcher__list">
      {state.options.map((option) => (
        <li key={option.storeId}>
          <a
            href={option.link}
            aria-current={option.storeId === kernel.store.storeId ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              onPick(option);
            }}
          >
            <span className="language-switcher__label">{option.label}</span>
            <span className="language-switcher__store">{option.storeLabel}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The mobile version: a modal with the list (named size 'language-selector'). */
function LanguageModal({ close }: { close: () => void }) {
  const kernel = useKernel();
  return (
    <OptionsList
      onPick={(option) => {
        close();
        goToStore(option, kernel.store.storeId);
      }}
    />
  );
}

/** A dropdown on desktop and a modal on mobile (spec 02 section 2). */
export function LanguageSwitcher() {
  const kernel = useKernel();
  const { t } = useLingui();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);

  const onClick = () => {
    if (isDesktop) setOpen((value) => !value);
    else kernel.shell.openModal({ id: 'language-selector', size: 'language-selector', title: t`Choose your country and language`, component: LanguageModal });
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
          <OptionsList
            onPick={(option) => {
              setOpen(false);
              goToStore(option, kernel.store.storeId);
            }}
          />
        </div>
      )}
    </div>
  );
}
