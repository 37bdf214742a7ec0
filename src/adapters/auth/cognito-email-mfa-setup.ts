// MFA_SETUP answered with an address: e-mailed codes set up during sign-in. The library knows MFA_SETUP only as
// the authenticator app's, so RespondToAuthChallenge goes through its own client with `EMAIL` beside `USERNAME`;
// the service e-mails a code there and asks EMAIL_OTP, whose right code signs in and turns e-mailed codes on.
import { CognitoAccessToken, CognitoIdToken, CognitoRefreshToken, CognitoUserSession } from 'amazon-cognito-identity-js';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import { type LibraryUser, type Result, settle, stringRecord, toFailure } from './cognito-library';

type LibraryClient = { request(operation: string, params: Readonly<Record<string, unknown>>, callback: (error: unknown, data: unknown) => void): void };

const SetupAnswer = t.partial({
  ChallengeName: t.string,
  Session: t.string,
  ChallengeParameters: t.record(t.string, t.unknown),
  AuthenticationResult: t.intersection([t.type({ IdToken: t.string, AccessToken: t.string }), t.partial({ RefreshToken: t.string })]),
});

export type EmailMfaSetupRequest = { readonly user: LibraryUser; readonly clientId: string; readonly session: string; readonly email: string };

/** The next challenge (EMAIL_OTP) with its session, or tokens through `signedIn` should the service finish at once. */
export function answerEmailMfaSetup(
  request: EmailMfaSetupRequest,
  signedIn: (session: CognitoUserSession) => Result<AuthOutcome>,
): Promise<Result<AuthOutcome>> {
  const { user, clientId, session, email } = request;
  const params = {
    ChallengeName: 'MFA_SETUP',
    ClientId: clientId,
    Session: session,
    ChallengeResponses: { USERNAME: user.getUsername(), EMAIL: email.trim() },
  };
  return settle((done) =>
    (user as LibraryUser & { client: LibraryClient }).client.request('RespondToAuthChallenge', params, (error, data) => {
      if (error) return done(E.left(toFailure(error)));
      const decoded = SetupAnswer.decode(data);
      if (E.isLeft(decoded)) return done(E.left({ kind: 'Unexpected', cause: 'RespondToAuthChallenge answered a malformed body' }));
      const { AuthenticationResult: tokens, ChallengeName: challengeName, Session: next, ChallengeParameters: parameters } = decoded.right;
      if (tokens) {
        const IdToken = new CognitoIdToken({ IdToken: tokens.IdToken });
        const AccessToken = new CognitoAccessToken({ AccessToken: tokens.AccessToken });
        return done(
          signedIn(new CognitoUserSession({ IdToken, AccessToken, RefreshToken: new CognitoRefreshToken({ RefreshToken: tokens.RefreshToken ?? '' }) })),
        );
      }
      if (challengeName === undefined) return done(E.left({ kind: 'Unexpected', cause: 'RespondToAuthChallenge answered neither tokens nor a challenge' }));
      done(E.right({ type: 'challenge', challengeName, session: next ?? '', parameters: stringRecord(parameters) }));
    }),
  );
}
