// Offline and local developer panels: which identity the app was given (guest or primary, its id), never the credentials.
import * as E from 'fp-ts/Either';
import type { IdentityPool } from '../../application/ports/identity-credentials.port';

export const recordingIdentityPool = (pool: IdentityPool, record: (summary: string) => void): IdentityPool => ({
  getId: (logins) => pool.getId(logins),
  async getCredentials(identityId, logins) {
    const answer = await pool.getCredentials(identityId, logins);
    if (E.isRight(answer)) record(`${logins ? 'primary' : 'guest'} identity ${identityId}`);
    return answer;
  },
});
