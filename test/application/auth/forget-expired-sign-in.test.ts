import * as O from 'fp-ts/Option';
import { makeForgetExpiredSignIn } from '../../../src/application/auth/forget-expired-sign-in';
import { SIGN_IN_STATE_TTL_MS } from '../../../src/domain/auth/sign-in/sign-in-state';
import { NOW, aSignInState } from '../../support/auth-builders';
import { InMemorySignInStateStore } from '../../support/fakes/auth-in-memory-sign-in-state-store';
import { FakeClock } from '../../support/fakes/fake-clock';

describe('forgetExpiredSignIn', () => {
  const setup = (elapsed: number, state = O.some(aSignInState({ savedAt: NOW }))) => {
    const signInState = new InMemorySignInStateStore();
    signInState.state = state;
    const clock = new FakeClock(NOW + elapsed);
    return { signInState, forget: makeForgetExpiredSignIn({ signInState, clock }) };
  };

  it('forgets a state past its 180 s', async () => {
    const { signInState, forget } = setup(SIGN_IN_STATE_TTL_MS);
    await forget();
    expect(signInState.state).toEqual(O.none);
  });

  it('keeps a live state, for the link that may still open', async () => {
    const { signInState, forget } = setup(SIGN_IN_STATE_TTL_MS - 1);
    await forget();
    expect(signInState.state).toEqual(O.some(aSignInState({ savedAt: NOW })));
  });

  it('does nothing when nothing is saved', async () => {
    const { signInState, forget } = setup(0, O.none);
    await forget();
    expect(signInState.state).toEqual(O.none);
  });
});
