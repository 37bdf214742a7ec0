// MFA after a password through the Cognito library: sendMFACode answers SMS_MFA, SOFTWARE_TOKEN_MFA and
// EMAIL_OTP, sendMFASelectionAnswer SELECT_MFA_TYPE, associate/verifySoftwareToken MFA_SETUP of the app (an
// address answering MFA_SETUP sets up e-mailed codes, `cognito-email-mfa-setup.ts`). The library
// predates EMAIL_OTP and USER_AUTH, so a sign-in user's requests pass through its own client wrapped here:
// the wrapper names the e-mailed code as the service expects it, starts USER_AUTH with the password first
// factor, and hands back an EMAIL_OTP challenge, which the library would otherwise take for tokens.
import type { CognitoUserSession, IAuthenticationCallback } from 'amazon-cognito-identity-js';
import * as E from 'fp-ts/Either';
import type { ChallengeAnswer } from '../../application/ports/auth-gateway.port';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import { normalizeUsername } from '../../domain/auth/sign-in/username';
import { AUTHENTICATOR_NAME } from './cognito-authenticator';
import { answerEmailMfaSetup } from './cognito-email-mfa-setup';
import { type LibraryUser, type Result, type Settle, settle, stringRecord, toFailure } from './cognito-library';

type Params = Readonly<Record<string, unknown>>;
type LibraryClient = { request(operation: string, params: Params, callback: (error: unknown, data: unknown) => void): void };
type ClientUser = LibraryUser & { client: LibraryClient };

/** USER_AUTH's password first factors: PASSWORD runs as the library's USER_PASSWORD_AUTH, PASSWORD_SRP as its USER_SRP_AUTH. */
export type PasswordFirstFactor = 'PASSWORD' | 'PASSWORD_SRP';

const CODE_CHALLENGES: readonly string[] = ['SMS_MFA', 'SOFTWARE_TOKEN_MFA', 'EMAIL_OTP'];

/** The challenges this module answers. */
export const isMfaChallenge = (challengeName: string): boolean =>
  CODE_CHALLENGES.includes(challengeName) || challengeName === 'SELECT_MFA_TYPE' || challengeName === 'MFA_SETUP';

/** The library needs some username to build a user; a TOTP association is keyed by the challenge session only. */
const TOTP_SETUP_USER = 'totp-setup';

const record = (value: unknown): Params => (typeof value === 'object' && value !== null ? (value as Params) : {});

/** The request as the service expects it: USER_AUTH for a password first factor, EMAIL_OTP's code as EMAIL_OTP_CODE. */
function rewritten(operation: string, params: Params, firstFactor: PasswordFirstFactor | undefined): Params {
  if (operation === 'InitiateAuth' && firstFactor !== undefined) {
    return { ...params, AuthFlow: 'USER_AUTH', AuthParameters: { ...record(params.AuthParameters), PREFERRED_CHALLENGE: firstFactor } };
  }
  if (operation === 'RespondToAuthChallenge' && params.ChallengeName === 'EMAIL_OTP') {
    const { SMS_MFA_CODE: code, ...responses } = record(params.ChallengeResponses);
    return { ...params, ChallengeResponses: { ...responses, EMAIL_OTP_CODE: code } };
  }
  return params;
}

export type CognitoMfaDeps = {
  readonly clientId: string;
  /** A user for the sign-in calls (scratch storage, the remembered device seeded). */
  readonly signInUser: (username: string) => LibraryUser;
  /** The gateway's callbacks: tokens stored, challenges handed back with the user's session. */
  readonly callbacks: (user: LibraryUser, done: Settle<AuthOutcome>) => IAuthenticationCallback;
  readonly signedIn: (session: CognitoUserSession) => Result<AuthOutcome>;
};

export class CognitoMfa {
  constructor(private readonly deps: CognitoMfaDeps) {}

  /** Wraps the user's client for a sign-in: `done` gets an EMAIL_OTP challenge the library cannot report. */
  watch(user: LibraryUser, done: Settle<AuthOutcome>, firstFactor?: PasswordFirstFactor): void {
    const clientUser = user as ClientUser;
    const client = clientUser.client;
    clientUser.client = {
      request: (operation, params, callback) =>
        client.request(operation, rewritten(operation, params, firstFactor), (error, data) => {
          const answer = record(data);
          if (error || answer.ChallengeName !== 'EMAIL_OTP') return callback(error, data);
          user.Session = typeof answer.Session === 'string' ? answer.Session : '';
          done(E.right({ type: 'challenge', challengeName: 'EMAIL_OTP', session: user.Session, parameters: stringRecord(answer.ChallengeParameters) }));
        }),
    };
  }

  /** A code for SMS_MFA, SOFTWARE_TOKEN_MFA or EMAIL_OTP, the method chosen for SELECT_MFA_TYPE, or MFA_SETUP's address. */
  answer(answer: ChallengeAnswer): Promise<Result<AuthOutcome>> {
    if (answer.challengeName === 'MFA_SETUP') {
      const user = this.deps.signInUser(normalizeUsername(answer.username));
      return answerEmailMfaSetup({ user, clientId: this.deps.clientId, session: answer.session, email: answer.answer }, this.deps.signedIn);
    }
    return settle((done) => {
      const user = this.deps.signInUser(normalizeUsername(answer.username));
      user.Session = answer.session;
      this.watch(user, done);
      const callbacks = this.deps.callbacks(user, done);
      if (answer.challengeName === 'SELECT_MFA_TYPE') user.sendMFASelectionAnswer(answer.answer, callbacks);
      else user.sendMFACode(answer.answer.trim(), callbacks, answer.challengeName);
    });
  }

  /** MFA_SETUP: the authenticator secret for the setup session, and the session for the next call. */
  associateSoftwareToken(request: { readonly session: string }): Promise<Result<{ readonly secretCode: string; readonly session: string }>> {
    return settle((done) => {
      const user = this.deps.signInUser(TOTP_SETUP_USER);
      user.Session = request.session;
      user.associateSoftwareToken({
        associateSecretCode: (secretCode) => done(E.right({ secretCode, session: user.Session ?? '' })),
        onFailure: (error) => done(E.left(toFailure(error))),
      });
    });
  }

  /** MFA_SETUP: the library's verifySoftwareToken with the setup session, which answers MFA_SETUP itself. */
  verifySoftwareToken(request: { readonly username: string; readonly session: string; readonly code: string }): Promise<Result<AuthOutcome>> {
    return settle((done) => {
      const user = this.deps.signInUser(normalizeUsername(request.username));
      user.Session = request.session;
      user.verifySoftwareToken(request.code, AUTHENTICATOR_NAME, {
        onSuccess: (session: CognitoUserSession) => done(this.deps.signedIn(session)),
        onFailure: (error: unknown) => done(E.left(toFailure(error))),
      });
    });
  }
}
