import type { CognitoUserPool } from 'amazon-cognito-identity-js';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { type MfaMethodPreference, type MfaPreference, type MfaSettings, mfaSettingsFrom } from '../../domain/auth/sign-in/mfa';
import { clientOf, toFailure, type LibraryUser, type Result, type Settle } from './cognito-library';

export const AUTHENTICATOR_NAME = 'Authenticator app';

const UserMfaFields = t.partial({ UserMFASettingList: t.array(t.string), PreferredMfaSetting: t.string });

const cognitoMethodSettings = (method: MfaMethodPreference | undefined) =>
  method === undefined ? null : { Enabled: method.enabled, PreferredMfa: method.preferred };

export type AsSignedInUser = <A>(call: (user: LibraryUser, done: Settle<A>) => void) => Promise<Result<A>>;

export class CognitoAuthenticator {
  constructor(
    private readonly pool: CognitoUserPool,
    private readonly asSignedInUser: AsSignedInUser,
  ) {}

  associate(): Promise<Result<{ readonly secretCode: string }>> {
    return this.asSignedInUser((user, done) =>
      user.associateSoftwareToken({ associateSecretCode: (secretCode) => done(E.right({ secretCode })), onFailure: (error) => done(E.left(toFailure(error))) }),
    );
  }

  verify(code: string): Promise<Result<void>> {
    return this.asSignedInUser((user, done) =>
      user.verifySoftwareToken(code, AUTHENTICATOR_NAME, {
        onSuccess: () => done(E.right(undefined)),
        onFailure: (error: unknown) => done(E.left(toFailure(error))),
      }),
    );
  }

  /** The library's setUserMfaPreference knows SMS and TOTP only; e-mail MFA goes through its own client. */
  setPreference(preference: MfaPreference): Promise<Result<void>> {
    return this.asSignedInUser((user, done) => {
      const finish = (error: unknown) => done(error ? E.left(toFailure(error)) : E.right(undefined));
      const totp = cognitoMethodSettings(preference.totp);
      const sms = cognitoMethodSettings(preference.sms);
      if (preference.email === undefined) return user.setUserMfaPreference(sms, totp, finish);
      const accessToken = user.getSignInUserSession()?.getAccessToken().getJwtToken();
      clientOf(this.pool).request(
        'SetUserMFAPreference',
        { AccessToken: accessToken, SMSMfaSettings: sms, SoftwareTokenMfaSettings: totp, EmailMfaSettings: cognitoMethodSettings(preference.email) },
        finish,
      );
    });
  }

  settings(): Promise<Result<MfaSettings>> {
    return this.asSignedInUser((user, done) =>
      user.getUserData(
        (error, data) => {
          if (error || !data) return done(E.left(toFailure(error)));
          const fields = UserMfaFields.decode(data);
          done(
            E.isRight(fields)
              ? E.right(mfaSettingsFrom(fields.right.UserMFASettingList, fields.right.PreferredMfaSetting))
              : E.left({ kind: 'Unexpected', cause: 'GetUser answered malformed MFA fields' }),
          );
        },
        { bypassCache: true },
      ),
    );
  }
}
