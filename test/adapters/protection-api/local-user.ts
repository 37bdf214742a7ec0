// A signed-up, signed-in user of local-backend's pool, straight through the pool's protocol core.
import { randomUUID } from 'node:crypto';
import type { LocalBackend } from '../../../local-backend/index';

export type LocalUser = { readonly email: string; readonly userAlias: string; readonly idToken: string; readonly accessToken: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `userAlias` overrides the random alias the user signs up with (an empty one included); `now`, the pool's clock when the test moves it. */
export function signedInUser(backend: LocalBackend, options: { readonly userAlias?: string; readonly now?: number } = {}): LocalUser {
  const email = `user.${randomUUID().slice(0, 8)}@example.com`;
  const userAlias = options.userAlias ?? randomUUID();
  const call = (operation: string, body: unknown): Record<string, unknown> => {
    const response = backend.pool.handle(`AWSCognitoIdentityProviderService.${operation}`, body, options.now ?? Date.now());
    if (response.status !== 200 || !isRecord(response.body)) throw new Error(`${operation}: ${JSON.stringify(response.body)}`);
    return response.body;
  };
  call('SignUp', {
    ClientId: backend.clientId,
    Username: email,
    Password: 'Gen3rated-Random-Password-30ch',
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'custom:region', Value: 'US' },
      { Name: 'custom:user_alias', Value: userAlias },
      { Name: 'custom:referrer_user_alias', Value: '' },
    ],
  });
  const started = call('InitiateAuth', { AuthFlow: 'CUSTOM_AUTH', ClientId: backend.clientId, AuthParameters: { USERNAME: email } });
  const answered = call('RespondToAuthChallenge', {
    ChallengeName: 'CUSTOM_CHALLENGE',
    ClientId: backend.clientId,
    Session: started.Session,
    ChallengeResponses: { USERNAME: email, ANSWER: backend.outbox.latest(email)?.code ?? '' },
  });
  const result = answered.AuthenticationResult;
  if (!isRecord(result) || typeof result.IdToken !== 'string' || typeof result.AccessToken !== 'string') throw new Error('no tokens');
  return { email, userAlias, idToken: result.IdToken, accessToken: result.AccessToken };
}
