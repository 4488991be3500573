import { describe, expect, it } from 'vitest';
import { modalForPage, modalForSignIn, type PageFacts } from './modal-rules.ts';
import { isPaidSource, readTrafficSource } from './paid-source.ts';

const SKIS = { categoryId: 3956, categoryName: 'Skis' };

/** A guest outside the new-login-forms variation, on a page of that type and query. */
function facts(pageType: PageFacts['view']['pageType'], search: string, extra: Partial<PageFacts['view']> = {}, visitor: Partial<PageFacts> = {}): PageFacts {
  return { view: { pageType, search, ...extra }, isLoggedIn: false, newLoginForms: false, ...visitor };
}

describe('paid source (spec 02 section 4)', () => {
  it.each([
    ['?st=nonbrandppc&ad=google', true],
    ['?st=nonbrandppc&ad=bing', true],
    ['?st=NonBrandPPC&ad=Google', true],
    ['?st=nonbrandppc&ad=yahoo', false],
    ['?st=nonbrandppc', false],
    ['?st=facebookppc', true],
    ['?st=display', true],
    ['?st=partnership', true],
    ['?st=brandppc&ad=google', false],
    ['?ad=google', false],
    ['', false],
  ])('%s is paid: %s', (search, paid) => {
    expect(isPaidSource(readTrafficSource(search))).toBe(paid);
  });
});

describe('the modal a page shows by itself', () => {
  const cases: [string, PageFacts, ReturnType<typeof modalForPage>][] = [
    ['home, displayform and a paid source: register', facts('home', '?st=nonbrandppc&ad=google&displayform=1'), { kind: 'register', view: 'join' }],
    ['home, displayform present but empty', facts('home', '?st=display&displayform='), { kind: 'register', view: 'join' }],
    ['home, displayform=v2: the marketing modal', facts('home', '?st=nonbrandppc&ad=bing&displayform=v2'), { kind: 'unified-register', view: 'join' }],
    ['home, displayform without a paid source', facts('home', '?st=nonbrandppc&ad=yahoo&displayform=v2'), null],
    ['home, a paid source without displayform', facts('home', '?st=display'), null],
    ['home, plain', facts('home', ''), null],
    ['category with its data: always', facts('category', '', { category: SKIS }), { kind: 'register', view: 'join' }],
    ['category with a paid source', facts('category', '?st=display', { category: SKIS }), { kind: 'register', view: 'join' }],
    ['category before its data', facts('category', '?st=display'), null],
    ['brand without a paid source', facts('brand', ''), null],
    ['brand with a paid source', facts('brand', '?st=facebookppc'), { kind: 'register', view: 'join' }],
    ['another listing type with a paid source', facts('search', '?st=partnership', { category: SKIS }), { kind: 'register', view: 'join' }],
    ['another listing type without one', facts('search', '', { category: SKIS }), null],
    ['a product page, even with a paid source', facts('product', '?st=display&displayform=1'), null],
    ['a route that disables the register modal', facts('category', '?st=display', { category: SKIS, metadata: { registerModalDisabled: true } }), null],
    [
      'a route whose metadata says otherwise',
      facts('category', '', { category: SKIS, metadata: { registerModalDisabled: false } }),
      { kind: 'register', view: 'join' },
    ],
    ['a member, never', facts('home', '?st=display&displayform=v2', {}, { isLoggedIn: true }), null],
    ['a member on a category page, never', facts('category', '', { category: SKIS }, { isLoggedIn: true }), null],
    [
      'Variation1 of new-login-forms: the new login form instead',
      facts('home', '?st=display&displayform=v2', {}, { newLoginForms: true }),
      { kind: 'auth', view: 'join' },
    ],
    ['Variation1 on a category page', facts('category', '', { category: SKIS }, { newLoginForms: true }), { kind: 'auth', view: 'join' }],
    ['Variation1 with nothing to show shows nothing', facts('home', '', {}, { newLoginForms: true }), null],
  ];
  it.each(cases)('%s', (_, input, expected) => {
    expect(modalForPage(input)).toEqual(expected);
  });
});

describe("the guest's account button", () => {
  it('opens the register modal on its sign-in form, or the new login form in Variation1', () => {
    expect(modalForSignIn(false)).toEqual({ kind: 'register', view: 'sign-in' });
    expect(modalForSignIn(true)).toEqual({ kind: 'auth', view: 'sign-in' });
  });
});
