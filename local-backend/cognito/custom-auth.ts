// CUSTOM_AUTH: the define, create and verify triggers decide every step.
import type { DeviceRegistry } from './devices';
import { MESSAGES, cognitoError, invalid, notAuthorized } from './errors';
import type { JsonObject, Strings } from './request';
import type { Answer, PoolCore } from './sessions';
import { type ChallengeResult, type TriggerInput, type Triggers, runTrigger } from './triggers';

export type CustomFlow = {
  readonly sub: string;
  readonly userNotFound: boolean;
  readonly userAttributes: Strings;
  readonly history: readonly ChallengeResult[];
  readonly clientMetadata: Strings;
};

type CustomSession = { readonly flow: CustomFlow; readonly privateParameters: Strings; readonly challengeMetadata?: string };

type Parts = PoolCore & { readonly triggers: Triggers; readonly devices: DeviceRegistry };

const requestOf = ({ userAttributes, clientMetadata, userNotFound }: CustomFlow) => ({ userAttributes, clientMetadata, userNotFound });

export class CustomAuth {
  constructor(private readonly pool: Parts) {}

  start(parameters: Strings, clientMetadata: Strings, now: number): JsonObject {
    const username = parameters.USERNAME;
    if (!username) throw invalid('Missing required parameter USERNAME');
    const user = this.pool.users.find(username);
    if (!user && this.pool.settings.preventUserExistenceErrors === 'LEGACY') throw cognitoError('UserNotFoundException', MESSAGES.userNotFound);
    if (user?.status === 'UNCONFIRMED') throw cognitoError('UserNotConfirmedException', MESSAGES.userNotConfirmed);
    // An administrator's reset stops every sign-in until a new password is set, the passwordless one too.
    if (user?.status === 'RESET_REQUIRED') throw cognitoError('PasswordResetRequiredException', MESSAGES.passwordResetRequired);
    // With existence errors prevented, an unknown user walks the same challenge path and can never pass.
    const userAttributes = user ? { ...user.attributes } : { email: username };
    return this.next({ sub: user?.sub ?? this.pool.random.uuid(), userNotFound: !user, userAttributes, history: [], clientMetadata }, now);
  }

  respond(answer: Answer, now: number): JsonObject {
    const challengeAnswer = answer.responses.ANSWER;
    if (challengeAnswer === undefined) throw invalid('Missing required parameter ANSWER');
    const session = this.pool.sessions.take<CustomSession>(answer.session, 'CUSTOM_CHALLENGE', now, answer.username);
    const flow = { ...session.flow, clientMetadata: { ...session.flow.clientMetadata, ...answer.clientMetadata } };
    const { response } = this.trigger('verifyAuthChallengeResponse', flow.sub, {
      triggerSource: 'VerifyAuthChallengeResponse_Authentication',
      request: { ...requestOf(flow), privateChallengeParameters: session.privateParameters, challengeAnswer },
      response: { answerCorrect: false },
    });
    const result: ChallengeResult = {
      challengeName: 'CUSTOM_CHALLENGE',
      challengeResult: response.answerCorrect === true && !flow.userNotFound,
      ...(session.challengeMetadata === undefined ? {} : { challengeMetadata: session.challengeMetadata }),
    };
    const deviceKey = answer.responses.DEVICE_KEY;
    if (result.challengeResult && deviceKey) {
      // A remembered device proves itself instead of MFA; for an unknown one the client answers again without it.
      const unknownDevice = (error: { code: string }) => error.code === 'ResourceNotFoundException';
      return this.pool.sessions.keepOpenOn(answer.session, session, unknownDevice, () => this.pool.devices.startProof(flow.sub, deviceKey, now));
    }
    return this.next({ ...flow, history: [...flow.history, result] }, now);
  }

  decide(flow: CustomFlow) {
    return this.trigger('defineAuthChallenge', flow.sub, {
      triggerSource: 'DefineAuthChallenge_Authentication',
      request: { ...requestOf(flow), session: flow.history },
      response: { issueTokens: false, failAuthentication: false },
    }).response;
  }

  next(flow: CustomFlow, now: number): JsonObject {
    const decision = this.decide(flow);
    if (decision.failAuthentication) throw notAuthorized(MESSAGES.incorrectCredentials);
    if (decision.issueTokens) {
      const user = this.pool.users.get(flow.sub);
      if (!user || flow.userNotFound) throw notAuthorized(MESSAGES.incorrectCredentials);
      return this.pool.devices.finishSignIn(user, now);
    }
    if (decision.challengeName !== 'CUSTOM_CHALLENGE') throw cognitoError('InvalidLambdaResponseException', 'Unrecognizable lambda output');
    const { response } = this.trigger('createAuthChallenge', flow.sub, {
      triggerSource: 'CreateAuthChallenge_Authentication',
      request: { ...requestOf(flow), challengeName: decision.challengeName, session: flow.history },
      response: { publicChallengeParameters: {}, privateChallengeParameters: {} },
    });
    const session = {
      flow,
      privateParameters: { ...response.privateChallengeParameters },
      challengeMetadata: response.challengeMetadata,
      unknownUser: flow.userNotFound ? (flow.userAttributes.email ?? '') : undefined,
    };
    return this.pool.sessions.ask('CUSTOM_CHALLENGE', flow.sub, now, { ...response.publicChallengeParameters, USERNAME: flow.sub }, session);
  }

  private trigger<K extends keyof Triggers>(name: K, userName: string, event: TriggerInput<K>) {
    return runTrigger(this.pool.triggers, name, this.pool.settings, userName, event);
  }
}
