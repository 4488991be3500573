import { Trans } from '@lingui/react/macro';
import type { StoreSwitchOption } from '../../contracts/stores.ts';
import { useKernel } from '../app/kernel-context.tsx';
import { useStoreOptions } from './use-store-options.ts';

/** Spec 02 section 4: saving navigates to the chosen store's link if it is not the current one. */
function goToStore(option: StoreSwitchOption, currentStoreId: number): void {
  if (option.storeId !== currentStoreId) window.location.assign(option.link);
}

/** The stores to switch to; picking one closes the picker (`onDone`) and goes there. */
export function OptionsList({ onDone }: { onDone: () => void }) {
  const kernel = useKernel();
  const state = useStoreOptions();
  if (state.status === 'error' || state.status === 'not-found') {
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
      {state.data.map((option) => (
        <li key={option.storeId}>
          <a
            href={option.link}
            aria-current={option.storeId === kernel.store.storeId ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              onDone();
              goToStore(option, kernel.store.storeId);
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
export function LanguageModal({ close }: { close: () => void }) {
  return <OptionsList onDone={close} />;
}
