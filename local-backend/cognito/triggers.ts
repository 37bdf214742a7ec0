// Written against the real Lambda event shapes, so the same logic could back a hosted pool: a 6-digit code e-mailed once, re-used across retries through challengeMetadata, `maxAttempts` tries.
// Lambda handlers are async; these are synchronous because they run inside the peer's pure core.

export type TriggerCommon = {
  readonly version: '1';
  readonly region: string;
  readonly userPoolId: string;
  readonly userName: string;
  readonly callerContext: { readonly awsSdkVersion: string; readonly clientId: string };
};

export type ClientMetadata = Readonly<Record<string, string>>;

export type PreSignUpEvent = TriggerCommon & {
  readonly triggerSource: 'PreSignUp_SignUp';
  readonly request: {
    readonly userAttributes: Readonly<Record<string, string>>;
    readonly validationData: Readonly<Record<string, string>>;
    readonly clientMetadata: ClientMetadata;
  };
  response: { autoConfirmUser: boolean; autoVerifyEmail: boolean; autoVerifyPhone: boolean };
};

export type ChallengeResult = { readonly challengeName: string; readonly challengeResult: boolean; readonly challengeMetadata?: string };

type AuthRequestCommon = {
  readonly userAttributes: Readonly<Record<string, string>>;
  readonly clientMetadata: ClientMetadata;
  /** True only when the pool prevents user-existence errors and the user is unknown. */
  readonly userNotFound: boolean;
};

export type DefineAuthChallengeEvent = TriggerCommon & {
  readonly triggerSource: 'DefineAuthChallenge_Authentication';
  readonly request: AuthRequestCommon & { readonly session: readonly ChallengeResult[] };
  response: { challengeName?: string; issueTokens: boolean; failAuthentication: boolean };
};

export type CreateAuthChallengeEvent = TriggerCommon & {
  readonly triggerSource: 'CreateAuthChallenge_Authentication';
  readonly request: AuthRequestCommon & { readonly challengeName: string; readonly session: readonly ChallengeResult[] };
  response: { publicChallengeParameters: Record<string, string>; privateChallengeParameters: Record<string, string>; challengeMetadata?: string };
};

export type VerifyAuthChallengeResponseEvent = TriggerCommon & {
  readonly triggerSource: 'VerifyAuthChallengeResponse_Authentication';
  readonly request: AuthRequestCommon & { readonly privateChallengeParameters: Readonly<Record<string, string>>; readonly challengeAnswer: string };
  response: { answerCorrect: boolean };
};

export type Triggers = {
  readonly preSignUp: (event: PreSignUpEvent) => PreSignUpEvent;
  readonly defineAuthChallenge: (event: DefineAuthChallengeEvent) => DefineAuthChallengeEvent;
  readonly createAuthChallenge: (event: CreateAuthChallengeEvent) => CreateAuthChallengeEvent;
  readonly verifyAuthChallengeResponse: (event: VerifyAuthChallengeResponseEvent) => VerifyAuthChallengeResponseEvent;
};

export type CodeMail = { readonly to: string; readonly code: string; readonly userAlias: string };

/**
 * The person's authenticator app, as the triggers' own store would hold it in a hosted pool (Cognito keeps
 * its TOTP secret from Lambdas). `asks`: its code is the second step after the e-mailed code.
 */
type AuthenticatorCheck = { readonly asks: (sub: string) => boolean; readonly matches: (sub: string, code: string) => boolean };

export type PasswordlessTriggerDeps = {
  readonly generateCode: () => string;
  readonly sendCode: (mail: CodeMail) => void;
  readonly maxAttempts: number;
  readonly authenticator?: AuthenticatorCheck;
};

const CODE_METADATA = /^CODE-([0-9]{6})$/;
/** The second challenge's metadata, and the public parameter that tells the app to ask for the authenticator code. */
const AUTHENTICATOR_METADATA = 'AUTHENTICATOR';
const AUTHENTICATOR_PARAMETERS = { challenge: 'SOFTWARE_TOKEN_MFA' } as const;

const isAuthenticatorStep = (result: ChallengeResult | undefined): boolean => result?.challengeMetadata === AUTHENTICATOR_METADATA;

export function passwordlessTriggers(deps: PasswordlessTriggerDeps): Triggers {
  return {
    preSignUp(event) {
      // The product confirms the address with its first sign-in code, unless a confirmation was asked for.
      const confirm = event.request.clientMetadata.signUpConfirmation;
      const auto = confirm !== 'code' && confirm !== 'link';
      event.response.autoConfirmUser = auto;
      event.response.autoVerifyEmail = auto;
      return event;
    },

    defineAuthChallenge(event) {
      const { session } = event.request;
      const last = session.at(-1);
      const answers = session.filter((entry) => entry.challengeName === 'CUSTOM_CHALLENGE');
      const wrongAnswers = answers.filter((result) => !result.challengeResult).length;
      // The e-mailed code, then (when the person turned one on) the authenticator app's code; wrong answers of both count together.
      const authenticatorNext =
        last?.challengeName === 'CUSTOM_CHALLENGE' &&
        last.challengeResult === true &&
        !isAuthenticatorStep(last) &&
        deps.authenticator?.asks(event.userName) === true;
      // A sign-in that starts with SRP_A (CUSTOM_WITH_SRP) proves the password first, then gets the code.
      const srpStep =
        last?.challengeName === 'SRP_A' && session.length === 1
          ? 'PASSWORD_VERIFIER'
          : last?.challengeName === 'PASSWORD_VERIFIER' && last.challengeResult
            ? 'CUSTOM_CHALLENGE'
            : undefined;
      if (srpStep !== undefined) {
        event.response.challengeName = srpStep;
        event.response.issueTokens = false;
        event.response.failAuthentication = false;
      } else if (last && last.challengeName !== 'CUSTOM_CHALLENGE') {
        event.response.issueTokens = false;
        event.response.failAuthentication = true;
      } else if (wrongAnswers >= deps.maxAttempts && last?.challengeResult === false) {
        event.response.issueTokens = false;
        event.response.failAuthentication = true;
      } else if (last?.challengeResult === true && !authenticatorNext) {
        event.response.issueTokens = true;
        event.response.failAuthentication = false;
      } else {
        event.response.challengeName = 'CUSTOM_CHALLENGE';
        event.response.issueTokens = false;
        event.response.failAuthentication = false;
      }
      return event;
    },

    createAuthChallenge(event) {
      const { session, userAttributes, userNotFound } = event.request;
      const last = session.at(-1);
      if (isAuthenticatorStep(last) || (last?.challengeName === 'CUSTOM_CHALLENGE' && last.challengeResult === true && !userNotFound)) {
        event.response.publicChallengeParameters = { ...AUTHENTICATOR_PARAMETERS };
        event.response.privateChallengeParameters = { authenticator: 'true' };
        event.response.challengeMetadata = AUTHENTICATOR_METADATA;
        return event;
      }
      const previous = session.at(-1)?.challengeMetadata?.match(CODE_METADATA)?.[1];
      const email = userAttributes.email;
      let code = previous;
      if (code === undefined) {
        code = deps.generateCode();
        // An unknown user (userNotFound) still gets a challenge, but no mail leaves the pool.
        if (!userNotFound && email) deps.sendCode({ to: email, code, userAlias: userAttributes['custom:user_alias'] ?? '' });
      }
      event.response.publicChallengeParameters = email ? { email } : {};
      event.response.privateChallengeParameters = { secretLoginCode: code };
      event.response.challengeMetadata = `CODE-${code}`;
      return event;
    },

    verifyAuthChallengeResponse(event) {
      const { privateChallengeParameters, challengeAnswer, userNotFound } = event.request;
      if (privateChallengeParameters.authenticator === 'true') {
        event.response.answerCorrect = !userNotFound && deps.authenticator?.matches(event.userName, challengeAnswer.trim()) === true;
        return event;
      }
      event.response.answerCorrect = !userNotFound && challengeAnswer === privateChallengeParameters.secretLoginCode;
      return event;
    },
  };
}
