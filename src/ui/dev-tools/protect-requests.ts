import * as O from 'fp-ts/Option';
import type { AppServices } from '../app-services';

/** Whether the session use-case gave a token: never the token, nor anything else about the person. */
export type TokenCheck = 'token' | 'no-token' | 'unreachable';

/** Asks the session use-case for the signed-in person's token (refreshed if it had expired), and keeps only whether one came back. */
export const protectRequestsLoader = (services: Pick<AppServices, 'readSession'>) => async (): Promise<TokenCheck> => {
  const session = await services.readSession();
  if (session === 'unreachable') return 'unreachable';
  return O.isSome(session) && session.value.idToken !== '' ? 'token' : 'no-token';
};
