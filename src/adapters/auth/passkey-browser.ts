// The browser's side of passkeys around the service's calls; the ceremony itself loads only when used.
import * as E from 'fp-ts/Either';
import type { PasskeyChallenge } from '../../application/ports/sign-in-gateway.port';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import type { PasskeyCredentials } from './webauthn-ceremony';

type PasskeyWindow = { readonly PublicKeyCredential?: unknown; readonly navigator?: { readonly credentials?: unknown } };
type Result<A> = Promise<E.Either<AuthFailure, A>>;
type Credential = Readonly<Record<string, unknown>>;

const ceremony = () => import(/* webpackChunkName: "webauthn" */ './webauthn-ceremony');
const notSupported: E.Either<AuthFailure, never> = E.left({ kind: 'Passkey', problem: 'NotSupported' });

export function passkeysAvailable(win: PasskeyWindow): boolean {
  const credentials = win.navigator?.credentials as Partial<PasskeyCredentials> | undefined;
  return typeof win.PublicKeyCredential === 'function' && typeof credentials?.create === 'function' && typeof credentials.get === 'function';
}

export const browserPasskeys = (win: Window): PasskeyCredentials | undefined => (passkeysAvailable(win) ? win.navigator.credentials : undefined);

export async function registerPasskeyWith(
  browser: PasskeyCredentials | undefined,
  start: () => Result<unknown>,
  complete: (credential: Credential) => Result<void>,
): Result<void> {
  if (!browser) return notSupported;
  const options = await start();
  if (E.isLeft(options)) return options;
  const credential = await (await ceremony()).createPasskey(browser, options.right);
  return E.isLeft(credential) ? credential : complete(credential.right);
}

export async function answerWithPasskey(
  browser: PasskeyCredentials | undefined,
  challenge: PasskeyChallenge,
  answer: (credential: Credential) => Result<AuthOutcome>,
): Result<AuthOutcome> {
  if (!browser) return notSupported;
  const credential = await (await ceremony()).getPasskey(browser, challenge.parameters.CREDENTIAL_REQUEST_OPTIONS ?? '', challenge.signal);
  return E.isLeft(credential) ? credential : answer(credential.right);
}
