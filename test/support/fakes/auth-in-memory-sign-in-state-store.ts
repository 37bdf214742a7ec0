import * as O from 'fp-ts/Option';
import type { SignInStateStore } from '../../../src/application/ports/sign-in-state-store.port';
import type { SignInState } from '../../../src/domain/auth/sign-in/sign-in-state';

/** Keeps the sign-in state in a field, with no lifetime of its own (the use-cases enforce the 180 s). */
export class InMemorySignInStateStore implements SignInStateStore {
  state: O.Option<SignInState> = O.none;

  save(state: SignInState): Promise<void> {
    this.state = O.some(state);
    return Promise.resolve();
  }

  load(): Promise<O.Option<SignInState>> {
    return Promise.resolve(this.state);
  }

  clear(): Promise<void> {
    this.state = O.none;
    return Promise.resolve();
  }
}
