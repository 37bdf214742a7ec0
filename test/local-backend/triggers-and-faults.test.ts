// The passwordless triggers on their own (real Lambda event shapes) and the fault switch's rules.
import {
  type ChallengeResult,
  type CodeMail,
  type CreateAuthChallengeEvent,
  type DefineAuthChallengeEvent,
  type VerifyAuthChallengeResponseEvent,
  passwordlessTriggers,
} from '../../local-backend/cognito/triggers';
import { FaultSwitch } from '../../src/stand-ins/faults/fault-switch';

const common = {
  version: '1',
  region: 'us-east-1',
  userPoolId: 'us-east-1_LocalPool1',
  userName: 'sub-1',
  callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'localclient' },
} as const;
const userAttributes = { email: 'ada@example.com', 'custom:user_alias': 'alias-1' };

function triggers() {
  const mails: CodeMail[] = [];
  return { mails, t: passwordlessTriggers({ generateCode: () => '424242', sendCode: (mail) => mails.push(mail), maxAttempts: 3 }) };
}

const define = (session: ChallengeResult[]): DefineAuthChallengeEvent => ({
  ...common,
  triggerSource: 'DefineAuthChallenge_Authentication',
  request: { userAttributes, clientMetadata: {}, userNotFound: false, session },
  response: { issueTokens: false, failAuthentication: false },
});

const wrong: ChallengeResult = { challengeName: 'CUSTOM_CHALLENGE', challengeResult: false, challengeMetadata: 'CODE-424242' };
const right: ChallengeResult = { ...wrong, challengeResult: true };

describe('DefineAuthChallenge', () => {
  it.each([
    ['no attempt yet', [], { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false }],
    ['one wrong answer', [wrong], { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false }],
    ['two wrong answers', [wrong, wrong], { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false }],
    ['three wrong answers', [wrong, wrong, wrong], { issueTokens: false, failAuthentication: true }],
    ['a right answer after a wrong one', [wrong, right], { issueTokens: true, failAuthentication: false }],
    ['another challenge type', [{ challengeName: 'SMS_MFA', challengeResult: true }], { issueTokens: false, failAuthentication: true }],
    [
      'SRP_A (CUSTOM_WITH_SRP)',
      [{ challengeName: 'SRP_A', challengeResult: true }],
      { challengeName: 'PASSWORD_VERIFIER', issueTokens: false, failAuthentication: false },
    ],
    [
      'the right password',
      [
        { challengeName: 'SRP_A', challengeResult: true },
        { challengeName: 'PASSWORD_VERIFIER', challengeResult: true },
      ],
      { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false },
    ],
    [
      'a wrong password',
      [
        { challengeName: 'SRP_A', challengeResult: true },
        { challengeName: 'PASSWORD_VERIFIER', challengeResult: false },
      ],
      { issueTokens: false, failAuthentication: true },
    ],
    [
      'SRP_A twice',
      [
        { challengeName: 'SRP_A', challengeResult: true },
        { challengeName: 'SRP_A', challengeResult: true },
      ],
      { issueTokens: false, failAuthentication: true },
    ],
    [
      'the password, then two wrong codes',
      [{ challengeName: 'SRP_A', challengeResult: true }, { challengeName: 'PASSWORD_VERIFIER', challengeResult: true }, wrong, wrong],
      { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false },
    ],
    [
      'the password, then three wrong codes',
      [{ challengeName: 'SRP_A', challengeResult: true }, { challengeName: 'PASSWORD_VERIFIER', challengeResult: true }, wrong, wrong, wrong],
      { issueTokens: false, failAuthentication: true },
    ],
  ])('after %s', (_label, session, response) => {
    expect(triggers().t.defineAuthChallenge(define(session)).response).toEqual(response);
  });
});

describe('CreateAuthChallenge and VerifyAuthChallengeResponse', () => {
  const create = (session: ChallengeResult[], userNotFound = false): CreateAuthChallengeEvent => ({
    ...common,
    triggerSource: 'CreateAuthChallenge_Authentication',
    request: { userAttributes, clientMetadata: {}, userNotFound, challengeName: 'CUSTOM_CHALLENGE', session },
    response: { publicChallengeParameters: {}, privateChallengeParameters: {} },
  });

  it('mails a new code on the first challenge and re-uses it from challengeMetadata afterwards', () => {
    const { mails, t } = triggers();

    expect(t.createAuthChallenge(create([])).response).toEqual({
      publicChallengeParameters: { email: 'ada@example.com' },
      privateChallengeParameters: { secretLoginCode: '424242' },
      challengeMetadata: 'CODE-424242',
    });
    expect(t.createAuthChallenge(create([{ ...wrong, challengeMetadata: 'CODE-777777' }])).response.privateChallengeParameters).toEqual({
      secretLoginCode: '777777',
    });
    expect(mails).toEqual([{ to: 'ada@example.com', code: '424242', userAlias: 'alias-1' }]);
  });

  it('mails nothing for an unknown user', () => {
    const { mails, t } = triggers();
    t.createAuthChallenge(create([], true));

    expect(mails).toEqual([]);
  });

  it('accepts exactly the private code, and never for an unknown user', () => {
    const { t } = triggers();
    const verify = (challengeAnswer: string, userNotFound = false): boolean => {
      const event: VerifyAuthChallengeResponseEvent = {
        ...common,
        triggerSource: 'VerifyAuthChallengeResponse_Authentication',
        request: { userAttributes, clientMetadata: {}, userNotFound, privateChallengeParameters: { secretLoginCode: '424242' }, challengeAnswer },
        response: { answerCorrect: false },
      };
      return t.verifyAuthChallengeResponse(event).response.answerCorrect;
    };

    expect([verify('424242'), verify('424243'), verify(' 424242'), verify('424242', true)]).toEqual([true, false, false, false]);
  });
});

describe('FaultSwitch', () => {
  it('prefers the app name over the protocol name and counts down `times`', () => {
    const faults = new FaultSwitch();
    expect(faults.set({ InitiateAuth: { error: 'InternalErrorException' }, refresh: { error: 'NotAuthorizedException', times: 2 } })).toEqual({ ok: true });

    expect(faults.take(['refresh', 'InitiateAuth'])?.error).toBe('NotAuthorizedException');
    expect(faults.list().refresh).toEqual({ error: 'NotAuthorizedException', times: 1 });
    expect(faults.take(['refresh', 'InitiateAuth'])?.error).toBe('NotAuthorizedException');
    expect(faults.take(['refresh', 'InitiateAuth'])?.error).toBe('InternalErrorException');
    expect(faults.take(['signIn', 'InitiateAuth'])?.error).toBe('InternalErrorException');
    expect(faults.take(['GetUser'])).toBeUndefined();
  });

  it.each([
    ['a non-object', [1]],
    ['an unknown operation', { Teleport: { error: 'X' } }],
    ['an empty fault', { SignUp: {} }],
    ['a bad error name', { SignUp: { error: 'no spaces allowed' } }],
    ['a negative delay', { SignUp: { delayMs: -1 } }],
    ['a zero count', { SignUp: { error: 'X', times: 0 } }],
    ['a success status', { SignUp: { error: 'X', status: 200 } }],
    ['a prototype key', JSON.parse('{"__proto__": {"error": "X"}}')],
  ])('refuses %s and keeps the faults it had', (_label, value) => {
    const faults = new FaultSwitch();
    faults.set({ GetUser: { delayMs: 10 } });

    expect(faults.set(value)).toMatchObject({ ok: false, reason: expect.any(String) });
    expect(faults.list()).toEqual({ GetUser: { delayMs: 10 } });
  });
});
