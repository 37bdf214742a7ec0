// For the developer panel: never a token or credentials.
import * as E from 'fp-ts/Either';
import type { IdentityPool } from '../../application/ports/identity-credentials.port';
import type { Logins } from '../../domain/auth/session/identity-credentials';

const loginOf = (logins: Logins | undefined): string => (logins ? 'with the user pool login' : 'as a guest');

export const recordingIdentityPool = (pool: IdentityPool, record: (summary: string) => void): IdentityPool => ({
  async getId(logins) {
    const answer = await pool.getId(logins);
    record(`GetId ${loginOf(logins)}${E.isLeft(answer) ? ' (failed)' : ''}`);
    return answer;
  },
  async getCredentials(identityId, logins) {
    const answer = await pool.getCredentials(identityId, logins);
    record(`GetCredentialsForIdentity ${identityId} ${loginOf(logins)}${E.isLeft(answer) ? ' (failed)' : ''}`);
    return answer;
  },
});
