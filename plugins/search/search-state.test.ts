// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PLAIN_SEARCH_FIELD } from '../../contracts/search-paths.ts';
import { createSearchState, takeOverPlainField } from './search-state.ts';

describe('taking over the shell’s plain search field', () => {
  it('keeps what was typed and the focus', () => {
    document.body.innerHTML = `<input ${PLAIN_SEARCH_FIELD} value="ros">`;
    document.querySelector('input')!.focus();
    const state = createSearchState();
    takeOverPlainField(state, document);
    expect(state).toMatchObject({ term: 'ros', takeFocus: true });
  });

  it('takes nothing when there is no plain field, or it is not focused', () => {
    document.body.innerHTML = '';
    const state = createSearchState();
    takeOverPlainField(state, document);
    expect(state).toMatchObject({ term: '', takeFocus: false });
    document.body.innerHTML = `<input ${PLAIN_SEARCH_FIELD} value="ski"><button>x</button>`;
    takeOverPlainField(state, document);
    expect(state).toMatchObject({ term: 'ski', takeFocus: false });
  });
});
