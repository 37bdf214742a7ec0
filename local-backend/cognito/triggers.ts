// The triggers take the real Lambda event shapes, so the same logic could back a hosted pool (synchronous here, as
// they run inside the pool's pure core): a 6-digit code e-mailed once, re-used across retries through challengeMetadata.
import { cognitoError } from './errors';

type TriggerCommon = {
  readonly version: '1';
  readonly region: string;
  readonly userPoolId: string;
  readonly userName: string;
  readonly callerContext: { readonly awsSdkVersion: string; readonly clientId: string };
};

type ClientMetadata = Readonly<Record<string, string>>;

type PreSignUpEvent = TriggerCommon & {
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

type TriggerEvent<K extends keyof Triggers> = Parameters<Triggers[K]>[0];
export type TriggerInput<K extends keyof Triggers> = Omit<TriggerEvent<K>, keyof TriggerCommon>;

/** Calls one trigger with the fields every event carries; a throwing trigger is the service's UserLambdaValidationException. */
export function runTrigger<K extends keyof Triggers>(
  triggers: Triggers,
  name: K,
  pool: { readonly region: string; readonly userPoolId: string; readonly clientId: string },
  userName: string,
  event: TriggerInput<K>,
): TriggerEvent<K> {
  const callerContext = { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: pool.clientId };
  const full = { version: '1', region: pool.region, userPoolId: pool.userPoolId, userName, callerContext, ...event } as TriggerEvent<K>;
  try {
    return (triggers[name] as (event: TriggerEvent<K>) => TriggerEvent<K>)(full);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw cognitoError('UserLambdaValidationException', `${name.charAt(0).toUpperCase()}${name.slice(1)} failed with error ${reason}.`);
  }
}

type AuthenticatorCheck = { readonly asks: (sub: string) => boolean; readonly matches: (sub: string, code: string) => boolean };

export type PasswordlessTriggerDeps = {
  readonly generateCode: () => string;
  readonly sendCode: (mail: CodeMail) => void;
  readonly maxAttempts: number;
  readonly authenticator?: AuthenticatorCheck;
};

const CODE_METADATA = /^CODE-([0-9]{6})$/;
const AUTHENTICATOR_METADATA = 'AUTHENTICATOR';

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
      const wrongAnswers = session.filter((entry) => entry.challengeName === 'CUSTOM_CHALLENGE' && !entry.challengeResult).length;
      const ask = (challengeName: string) => ({ ...event, response: { challengeName, issueTokens: false, failAuthentication: false } });
      const end = (issueTokens: boolean) => ({ ...event, response: { issueTokens, failAuthentication: !issueTokens } });
      // A sign-in that starts with SRP_A (CUSTOM_WITH_SRP) proves the password first, then gets the code.
      if (last?.challengeName === 'SRP_A' && session.length === 1) return ask('PASSWORD_VERIFIER');
      if (last?.challengeName === 'PASSWORD_VERIFIER' && last.challengeResult) return ask('CUSTOM_CHALLENGE');
      if (last && last.challengeName !== 'CUSTOM_CHALLENGE') return end(false);
      if (wrongAnswers >= deps.maxAttempts && last?.challengeResult === false) return end(false);
      // The e-mailed code, then the authenticator app's code when the person turned one on; wrong answers of both count together.
      const authenticatorNext = !isAuthenticatorStep(last) && deps.authenticator?.asks(event.userName) === true;
      if (last?.challengeResult === true && !authenticatorNext) return end(true);
      return ask('CUSTOM_CHALLENGE');
    },

    createAuthChallenge(event) {
      const { session, userAttributes, userNotFound } = event.request;
      const last = session.at(-1);
      const challenge = (publicChallengeParameters: Record<string, string>, privateChallengeParameters: Record<string, string>, challengeMetadata: string) => ({
        ...event,
        response: { publicChallengeParameters, privateChallengeParameters, challengeMetadata },
      });
      if (isAuthenticatorStep(last) || (last?.challengeName === 'CUSTOM_CHALLENGE' && last.challengeResult === true && !userNotFound)) {
        return challenge({ challenge: 'SOFTWARE_TOKEN_MFA' }, { authenticator: 'true' }, AUTHENTICATOR_METADATA);
      }
      const email = userAttributes.email;
      let code = last?.challengeMetadata?.match(CODE_METADATA)?.[1];
      if (code === undefined) {
        code = deps.generateCode();
        // An unknown user (userNotFound) still gets a challenge, but no mail leaves the pool.
        if (!userNotFound && email) deps.sendCode({ to: email, code, userAlias: userAttributes['custom:user_alias'] ?? '' });
      }
      return challenge(email ? { email } : {}, { secretLoginCode: code }, `CODE-${code}`);
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
