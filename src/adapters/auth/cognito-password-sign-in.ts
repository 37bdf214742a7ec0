// Sign-in with a password and what may follow it: MFA, a new password, USER_AUTH's password first factors. The
// library predates EMAIL_OTP and USER_AUTH, so a sign-in user's requests pass through its client wrapped here.
import { AuthenticationDetails, type CognitoUserSession, type IAuthenticationCallback } from 'amazon-cognito-identity-js';
import * as E from 'fp-ts/Either';
import type { ChallengeAnswer } from '../../application/ports/sign-in-gateway.port';
import type { ClientMetadata } from '../../domain/auth/sign-in/auth-flow';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import { normalizeUsername } from '../../domain/auth/sign-in/username';
import { AUTHENTICATOR_NAME } from './cognito-authenticator';
import {
  AuthAnswer,
  answerOutcome,
  clientOf,
  type LibraryUser,
  type Params,
  record,
  request,
  type Result,
  type Settle,
  settle,
  stringRecord,
  toFailure,
  wrapClient,
} from './cognito-library';

type PasswordFirstFactor = 'PASSWORD' | 'PASSWORD_SRP';

export type PasswordSignIn = {
  readonly flow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'CUSTOM_WITH_SRP' | PasswordFirstFactor;
  readonly username: string;
  readonly password: string;
  readonly metadata?: ClientMetadata;
};

const LIBRARY_FLOW: Readonly<Record<PasswordSignIn['flow'], string>> = {
  USER_SRP_AUTH: 'USER_SRP_AUTH',
  USER_PASSWORD_AUTH: 'USER_PASSWORD_AUTH',
  CUSTOM_WITH_SRP: 'CUSTOM_AUTH',
  PASSWORD: 'USER_PASSWORD_AUTH',
  PASSWORD_SRP: 'USER_SRP_AUTH',
};

const CHALLENGES: readonly string[] = ['SMS_MFA', 'SOFTWARE_TOKEN_MFA', 'EMAIL_OTP', 'SELECT_MFA_TYPE', 'MFA_SETUP', 'NEW_PASSWORD_REQUIRED'];
const isPasswordFirstFactor = (name: string): name is PasswordFirstFactor => name === 'PASSWORD' || name === 'PASSWORD_SRP';

export const followsPassword = ({ challengeName, answer }: ChallengeAnswer): boolean =>
  CHALLENGES.includes(challengeName) || isPasswordFirstFactor(challengeName) || (challengeName === 'SELECT_CHALLENGE' && isPasswordFirstFactor(answer));

/** The library needs some username to build a user; a TOTP association is keyed by the challenge session only. */
const TOTP_SETUP_USER = 'totp-setup';

/** The request as the service expects it: USER_AUTH for a password first factor, EMAIL_OTP's code as EMAIL_OTP_CODE. */
function rewritten(operation: string, params: Params, flow: PasswordSignIn['flow'] | undefined): Params {
  if (operation === 'InitiateAuth' && flow !== undefined && isPasswordFirstFactor(flow)) {
    return { ...params, AuthFlow: 'USER_AUTH', AuthParameters: { ...record(params.AuthParameters), PREFERRED_CHALLENGE: flow } };
  }
  if (operation === 'RespondToAuthChallenge' && params.ChallengeName === 'EMAIL_OTP') {
    const { SMS_MFA_CODE: code, ...responses } = record(params.ChallengeResponses);
    return { ...params, ChallengeResponses: { ...responses, EMAIL_OTP_CODE: code } };
  }
  return params;
}

export type CognitoPasswordSignInDeps = {
  readonly clientId: string;
  readonly signInUser: (username: string) => LibraryUser;
  readonly callbacks: (user: LibraryUser, done: Settle<AuthOutcome>) => IAuthenticationCallback;
  readonly signedIn: (session: CognitoUserSession) => Result<AuthOutcome>;
};

export class CognitoPasswordSignIn {
  constructor(private readonly deps: CognitoPasswordSignInDeps) {}

  start({ flow, username, password, metadata }: PasswordSignIn): Promise<Result<AuthOutcome>> {
    return settle((done) => {
      const user = this.deps.signInUser(username);
      this.watch(user, done, flow);
      user.setAuthenticationFlowType(LIBRARY_FLOW[flow]);
      user.authenticateUser(new AuthenticationDetails({ Username: username, Password: password, ClientMetadata: metadata }), this.deps.callbacks(user, done));
    });
  }

  answer(answer: ChallengeAnswer): Promise<Result<AuthOutcome>> {
    const { challengeName, session } = answer;
    // The service asks nothing before the password: choosing a password first factor is that factor's challenge, in the same session.
    if (challengeName === 'SELECT_CHALLENGE') return Promise.resolve(E.right({ type: 'challenge', challengeName: answer.answer, session, parameters: {} }));
    if (isPasswordFirstFactor(challengeName)) return this.firstFactor(challengeName, answer);
    if (challengeName === 'MFA_SETUP') return this.setUpEmail(answer);
    return settle((done) => {
      const user = this.deps.signInUser(normalizeUsername(answer.username));
      user.Session = session;
      this.watch(user, done);
      const callbacks = this.deps.callbacks(user, done);
      if (challengeName === 'NEW_PASSWORD_REQUIRED') user.completeNewPasswordChallenge(answer.answer, {}, callbacks);
      else if (challengeName === 'SELECT_MFA_TYPE') user.sendMFASelectionAnswer(answer.answer, callbacks);
      else user.sendMFACode(answer.answer.trim(), callbacks, challengeName);
    });
  }

  associateSoftwareToken(setup: { readonly session: string }): Promise<Result<{ readonly secretCode: string; readonly session: string }>> {
    return settle((done) => {
      const user = this.deps.signInUser(TOTP_SETUP_USER);
      user.Session = setup.session;
      user.associateSoftwareToken({
        associateSecretCode: (secretCode) => done(E.right({ secretCode, session: user.Session ?? '' })),
        onFailure: (error) => done(E.left(toFailure(error))),
      });
    });
  }

  verifySoftwareToken(setup: { readonly username: string; readonly session: string; readonly code: string }): Promise<Result<AuthOutcome>> {
    return settle((done) => {
      const user = this.deps.signInUser(normalizeUsername(setup.username));
      user.Session = setup.session;
      user.verifySoftwareToken(setup.code, AUTHENTICATOR_NAME, {
        onSuccess: (session: CognitoUserSession) => done(this.deps.signedIn(session)),
        onFailure: (error: unknown) => done(E.left(toFailure(error))),
      });
    });
  }

  /** `done` also gets an EMAIL_OTP challenge, which the library would take for tokens. */
  private watch(user: LibraryUser, done: Settle<AuthOutcome>, flow?: PasswordSignIn['flow']): void {
    wrapClient(
      user,
      (client) => (operation, params, callback) =>
        client.request(operation, rewritten(operation, params, flow), (error, data) => {
          const answer = record(data);
          if (error || answer.ChallengeName !== 'EMAIL_OTP') return callback(error, data);
          user.Session = typeof answer.Session === 'string' ? answer.Session : '';
          done(E.right({ type: 'challenge', challengeName: 'EMAIL_OTP', session: user.Session, parameters: stringRecord(answer.ChallengeParameters) }));
        }),
    );
  }

  /** The library's password flow, whose first request, which would start a new sign-in, goes as the SELECT_CHALLENGE answer in the chosen session. */
  private firstFactor(factor: PasswordFirstFactor, { username: typed, session, answer: password }: ChallengeAnswer): Promise<Result<AuthOutcome>> {
    const username = normalizeUsername(typed);
    return settle((done) => {
      const user = this.deps.signInUser(username);
      this.watch(user, done);
      let chosen = false;
      wrapClient(user, (client) => (operation, params, callback) => {
        if (chosen || operation !== 'InitiateAuth') return client.request(operation, params, callback);
        chosen = true;
        const responses = { ...record(params.AuthParameters), ANSWER: factor };
        const select = {
          ChallengeName: 'SELECT_CHALLENGE',
          ClientId: params.ClientId,
          Session: session,
          ChallengeResponses: responses,
          ClientMetadata: params.ClientMetadata,
        };
        client.request('RespondToAuthChallenge', select, callback);
      });
      user.setAuthenticationFlowType(LIBRARY_FLOW[factor]);
      user.authenticateUser(new AuthenticationDetails({ Username: username, Password: password }), this.deps.callbacks(user, done));
    });
  }

  /** MFA_SETUP answered with an address: the library knows MFA_SETUP only as the app's, so this goes through its client. */
  private async setUpEmail({ username, session, answer }: ChallengeAnswer): Promise<Result<AuthOutcome>> {
    const user = this.deps.signInUser(normalizeUsername(username));
    const responses = { USERNAME: user.getUsername(), EMAIL: answer.trim() };
    const params = { ChallengeName: 'MFA_SETUP', ClientId: this.deps.clientId, Session: session, ChallengeResponses: responses };
    const answered = await request(clientOf(user), 'RespondToAuthChallenge', params, AuthAnswer);
    return E.isLeft(answered) ? answered : answerOutcome(answered.right, this.deps.signedIn);
  }
}
