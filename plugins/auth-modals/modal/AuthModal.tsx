import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import type { AuthForms } from '../../../contracts/auth-service.ts';
import type { AuthModalsDeps } from '../deps.ts';
import type { AuthModalKind, AuthView } from '../modal-rules.ts';
import { MembersPitch } from './MembersPitch.tsx';
import { useFocusFirstField } from './use-focus-first-field.ts';
import '../../../core/kit/forms/forms.css';
import './auth-modal.css';

/**
 * One of the three modals, on its join or sign-in form (the auth plugin's own, lent by `auth-actions`):
 * - register: the form, with a link to the other one;
 * - unified-register (displayform=v2): the members' pitch beside it;
 * - auth (the new login form, Variation1): both forms behind a two-way switch.
 */
export function createAuthModal(
  deps: AuthModalsDeps,
  { JoinForm, SignInForm }: AuthForms,
  kind: AuthModalKind,
  view: { current: AuthView },
  switchTo: (next: AuthView) => void,
): ComponentType<{ close: () => void }> {
  // eslint-disable-next-line no-restricted-syntax -- made per opening around the forms the auth plugin lends
  return function AuthModal({ close }) {
    const { t } = useLingui();
    const { current } = useSnapshot(view);
    // Once the forms have been switched by a link that disappears with them, the new form takes the focus.
    const [switched, setSwitched] = useState(false);
    const formRef = useFocusFirstField(switched, current);
    const go = (next: AuthView) => {
      setSwitched(kind !== 'auth');
      switchTo(next);
    };
    const form =
      current === 'join' ? (
        <JoinForm key="join" ref={formRef} className="auth-modal__form" onDone={close} />
      ) : (
        <SignInForm key="sign-in" ref={formRef} className="auth-modal__form" onDone={close} />
      );

    return (
      <div className={`auth-modal auth-modal--${kind}`} data-testid={`${kind}-modal`} data-view={current}>
        {kind === 'unified-register' && <MembersPitch locale={deps.ctx.store.locale} />}
        <div className="auth-modal__main">
          {kind === 'auth' ? (
            <div className="auth-modal__switch" role="group" aria-label={t`Sign in or create an account`}>
              <button type="button" aria-pressed={current === 'sign-in'} onClick={() => go('sign-in')}>
                <Trans>Sign in</Trans>
              </button>
              <button type="button" aria-pressed={current === 'join'} onClick={() => go('join')}>
                <Trans>Create an account</Trans>
              </button>
            </div>
          ) : (
            kind === 'register' && (
              <p className="auth-modal__lead">
                <Trans>Private sales are only accessible to our members. Membership is free.</Trans>
              </p>
            )
          )}
          {form}
          {kind !== 'auth' && (
            <p className="auth-modal__other">
              {current === 'join' ? (
                <>
                  <Trans>Already a member?</Trans>{' '}
                  <button type="button" className="link-button" onClick={() => go('sign-in')}>
                    <Trans>Sign in</Trans>
                  </button>
                </>
              ) : (
                <>
                  <Trans>New here?</Trans>{' '}
                  <button type="button" className="link-button" onClick={() => go('join')}>
                    <Trans>Create an account</Trans>
                  </button>
                </>
              )}
            </p>
          )}
        </div>
      </div>
    );
  };
}
