// Untrusted input: anything malformed is treated as no session.
import * as t from 'io-ts';

export const IdTokenClaims = t.intersection([
  t.type({ sub: t.string, exp: t.number }),
  t.partial({ email: t.string, 'cognito:username': t.string, 'custom:region': t.string, 'custom:user_alias': t.string }),
]);
export type IdTokenClaims = t.TypeOf<typeof IdTokenClaims>;

export const StoredOfflineSession = t.type({
  userId: t.string,
  username: t.string,
  email: t.string,
  region: t.string,
  userAlias: t.string,
  idToken: t.string,
  accessToken: t.string,
  expiresAt: t.number,
});
export type StoredOfflineSession = t.TypeOf<typeof StoredOfflineSession>;

/** GetUser's MFA fields; both absent until a method is turned on. */
export const UserMfaFields = t.partial({ UserMFASettingList: t.array(t.string), PreferredMfaSetting: t.string });
