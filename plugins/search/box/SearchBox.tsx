import { lockedAction } from '../../../core/kit/async/locked-action.ts';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { SEARCH_TERM_MAX } from '../../../contracts/common.ts';
import { SEARCH_PATH, SEARCH_TERM_PARAM, type SearchSource } from '../../../contracts/search-paths.ts';
import { SearchIcon } from '../../../core/kit/ui/SearchIcon.tsx';
import { useSearchState } from '../deps.ts';
import type { PanelOption } from '../panel/panel-option.ts';
import { claimFocus, enterSearchMode, leaveSearchMode, typeTerm } from '../search-state.ts';

/** The next option for an arrow key: down from the box to the first, wrapping at both ends. */
export function nextOption(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

// The panel loads when search mode first opens, or with the first submit.
const loadPanel = () => import('../panel/SearchPanel.tsx');
const Panel = lazy(loadPanel);

/**
 * The header search box, a WAI-ARIA combobox: focus (or typing) enters search mode, which dims
 * the page and opens the panel (loaded then); arrow keys move through the panel's options across
 * its groups, Enter opens the highlighted one or submits the term, Escape closes the panel and
 * focus stays in the box.
 */
export function SearchBox() {
  const deps = useSearchState();
  const { ctx, state } = deps;
  const { t } = useLingui();
  const { term, active } = useSnapshot(state);
  const { fading } = useSnapshot(ctx.shell.state);
  const [options, setOptions] = useState<readonly PanelOption[]>([]);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [, navigate] = useLocation();
  const input = useRef<HTMLInputElement>(null);
  // Focus given back to the box after Clear must not enter search mode again.
  const refocusing = useRef(false);
  const listboxId = useId();

  // The overlay was clicked, or faded out: search mode ends with it.
  useEffect(() => {
    if (!fading.active && state.active) leaveSearchMode(ctx, state);
  }, [ctx, state, fading.active]);
  // The highlight belongs to one list of options: a new term, mode or list starts without one.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setActiveIndex(-1), [term, active, options]);

  const expanded = active && options.length > 0;
  const activeOption = expanded && activeIndex >= 0 ? options[activeIndex] : undefined;
  const open = (href: string) => {
    leaveSearchMode(ctx, state);
    // The page changes under the box: a phone's keyboard closes, and a later tap opens the panel again.
    input.current?.blur();
    navigate(href);
  };
  // A second Enter while a submit is on its way reuses it (spec 02 section 4: locked actions).
  // Made once; the box's own opener is handed in with each call.
  const [submit] = useState(() =>
    lockedAction(async (source: SearchSource, openTarget: (href: string) => void) => {
      const { submitSearch } = await loadPanel();
      const target = await submitSearch(deps, deps.state.term, source);
      if (target) openTarget(target);
    }),
  );
  // Taking over from the shell's plain field: its focus too.
  useEffect(() => {
    if (claimFocus(state)) input.current?.focus();
  }, [state]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        enterSearchMode(ctx, state);
        setActiveIndex((current) => nextOption(current, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
        break;
      case 'Enter':
        // Told apart from the button (spec 02 section 4), so the form's own submit is not used.
        event.preventDefault();
        if (activeOption) open(activeOption.href);
        else void submit('enter', open);
        break;
      case 'Escape':
        if (state.active) {
          event.preventDefault();
          leaveSearchMode(ctx, state);
        }
        break;
    }
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) leaveSearchMode(ctx, state);
  };
  const clear = () => {
    leaveSearchMode(ctx, state, { emptyTerm: true });
    refocusing.current = true;
    input.current?.focus();
    refocusing.current = false;
  };

  return (
    <form
      role="search"
      action={SEARCH_PATH}
      method="get"
      className={`search-box${active ? ' search-box--active' : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit('button', open);
      }}
      onBlur={onBlur}
      data-testid="search-box"
    >
      <input
        ref={input}
        type="search"
        name={SEARCH_TERM_PARAM}
        role="combobox"
        className="search-box__input"
        aria-label={t`Search the shop`}
        placeholder={t`Search brands, skis, jackets…`}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={SEARCH_TERM_MAX}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={activeOption?.id}
        value={term}
        onFocus={() => {
          if (!refocusing.current) enterSearchMode(ctx, state);
        }}
        // After Escape the box keeps focus: a click opens the panel again.
        onClick={() => enterSearchMode(ctx, state)}
        onChange={(event) => {
          typeTerm(ctx, state, event.target.value);
        }}
        onKeyDown={onKeyDown}
        data-testid="search-input"
      />
      {term !== '' && (
        <button type="button" className="search-box__clear" aria-label={t`Clear the search`} onMouseDown={(event) => event.preventDefault()} onClick={clear}>
          <span aria-hidden="true">×</span>
        </button>
      )}
      <button type="submit" className="search-box__submit" aria-label={t`Search`} data-testid="search-submit">
        <SearchIcon />
      </button>
      {active && (
        <Suspense fallback={null}>
          <Panel term={term} listboxId={listboxId} activeId={activeOption?.id ?? null} onOptions={setOptions} onChoose={(option) => open(option.href)} />
        </Suspense>
      )}
    </form>
  );
}
