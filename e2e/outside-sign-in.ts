// A person signed up and signed in outside the browser, by the mode's own auth adapter and the app's
// own sign-up use-case, as the screens would do it: for the journeys whose subject starts after
// sign-in (the sign-up and sign-in screens are the auth, keyboard and whole-product journeys' subject).
// What the adapter stored is what the page is seeded with.
import * as E from 'fp-ts/Either';
import type { SignInGateway } from '../src/application/ports/sign-in-gateway.port';
import type { SignUpGateway } from '../src/application/ports/sign-up-gateway.port';
import { CognitoAuthGateway } from '../src/adapters/auth/cognito-auth-gateway';
import { InMemoryAuthGateway } from '../src/adapters/auth/in-memory-auth-gateway';
import { CryptoRandomSource } from '../src/adapters/browser/crypto-random-source';
import { SystemClock } from '../src/adapters/browser/system-clock';
import { createStorageFaultSwitch } from '../src/stand-ins/faults/storage-fault-switch';
import { OfflineOutbox } from '../src/stand-ins/outbox/offline-outbox';
// The adapter loads the offline pool's code with a dynamic import(), which Playwright's loader leaves to Node
// untransformed unless the module is already loaded: loaded here first (backend.ts does so for sign-up.ts).
import '../src/stand-ins/user-pool/user-pool';
import { signUpWith } from '../test/support/auth-builders';
import { MemoryStorage } from '../test/support/memory-storage';

/** The keys and values the adapter wrote, and which of the page's storages they belong in. */
export type StoredSignIn = { readonly area: 'local' | 'session'; readonly entries: ReadonlyArray<readonly [string, string]> };

const random = new CryptoRandomSource();

async function signUpAndIn(auth: SignUpGateway & SignInGateway, address: string, codeFor: () => Promise<string>): Promise<void> {
  const signedUp = await signUpWith(auth, random)({ email: address });
  if (E.isLeft(signedUp)) throw new Error(`Sign-up of ${address} failed: ${JSON.stringify(signedUp.left)}`);
  const started = await auth.initiateAuth({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: address });
  if (E.isLeft(started) || started.right.type !== 'challenge') throw new Error(`Sign-in of ${address} asked no code: ${JSON.stringify(started)}`);
  const answered = await auth.respondToChallenge({
    username: address,
    challengeName: 'CUSTOM_CHALLENGE',
    session: started.right.session,
    answer: await codeFor(),
  });
  if (E.isLeft(answered) || answered.right.type !== 'tokens') throw new Error(`The code for ${address} gave no tokens: ${JSON.stringify(answered)}`);
}

const entriesOf = (storage: MemoryStorage) => storage.keys().map((key) => [key, storage.getItem(key) ?? ''] as const);

/** Offline: the in-page pool, in what becomes the browser's localStorage (users, the session, the code e-mail). */
export async function offlineSignIn(address: string, appOrigin: string): Promise<StoredSignIn> {
  const local = new MemoryStorage();
  const outbox = new OfflineOutbox(local, () => undefined);
  const auth = new InMemoryAuthGateway({ storage: local, clock: new SystemClock(), random, faults: createStorageFaultSwitch(undefined), outbox, appOrigin });
  await signUpAndIn(auth, address, async () => outbox.list().find((mail) => mail.to === address)?.code ?? '');
  return { area: 'local', entries: entriesOf(local) };
}

/** Local: the unmodified Cognito library against local-backend, its tokens in what becomes localStorage. */
export async function localSignIn(
  address: string,
  pool: { readonly userPoolId: string; readonly clientId: string; readonly endpoint: string },
  codeFor: () => Promise<string>,
): Promise<StoredSignIn> {
  const local = new MemoryStorage();
  await signUpAndIn(new CognitoAuthGateway(pool, local), address, codeFor);
  return { area: 'local', entries: entriesOf(local) };
}
