import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeSignUpPasswordless } from '../../../src/application/auth/sign-up-passwordless';
import type { SignUpRequest } from '../../../src/domain/auth/sign-up/sign-up';
import { generateSignUpPassword } from '../../../src/domain/auth/sign-up/sign-up-password';
import { aSignUpOutcome } from '../../support/auth-builders';
import { FakeAuthGateway } from '../../support/fakes/auth-fake-gateway';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';

const SEED = 42;

function setup() {
  const auth = new FakeAuthGateway();
  return { auth, signUp: makeSignUpPasswordless({ auth, random: new FakeRandomSource(SEED) }) };
}

/** What the same seed yields: the password first, then the alias. */
function expectedSecrets() {
  const twin = new FakeRandomSource(SEED);
  const password = generateSignUpPassword(twin);
  return { password, userAlias: twin.uuid() };
}

describe('signUpPasswordless', () => {
  it('signs up the normalised e-mail with the region, a random alias and a generated password', async () => {
    const { auth, signUp } = setup();
    auth.script('signUp', E.right(aSignUpOutcome()));
    const { password, userAlias } = expectedSecrets();

    await signUp({ email: '  Ada@Example.COM ', region: 'gb' });

    expect(auth.callsTo('signUp')).toEqual([
      [
        {
          username: 'ada@example.com',
          password,
          attributes: { email: 'ada@example.com', 'custom:region': 'GB', 'custom:user_alias': userAlias, 'custom:referrer_user_alias': '' },
        },
      ],
    ]);
    expect(password).toHaveLength(30);
    expect(userAlias).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("defaults the region to 'US'", async () => {
    const { auth, signUp } = setup();
    auth.script('signUp', E.right(aSignUpOutcome()));

    await signUp({ email: 'ada@example.com' });

    const [request] = auth.callsTo('signUp')[0] as [SignUpRequest];
    expect(request.attributes['custom:region']).toBe('US');
  });

  it('asks for the code of an unconfirmed user', async () => {
    const { auth, signUp } = setup();
    auth.script('signUp', E.right(aSignUpOutcome({ userConfirmed: false, userId: 'sub-1', codeDeliveryDetails: O.none })));

    expect(await signUp({ email: 'ada@example.com' })).toEqual(
      E.right({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: O.none }, userId: 'sub-1' }),
    );
  });

  it('is complete for a user the pool confirmed at once', async () => {
    const { auth, signUp } = setup();
    auth.script('signUp', E.right(aSignUpOutcome({ userConfirmed: true, userId: 'sub-1' })));

    expect(await signUp({ email: 'ada@example.com' })).toEqual(E.right({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' }, userId: 'sub-1' }));
  });

  it('returns the service failure', async () => {
    const { auth, signUp } = setup();
    auth.script('signUp', E.left({ kind: 'InvocationFailed', message: 'PreSignUp failed' }));

    expect(await signUp({ email: 'ada@example.com' })).toEqual(E.left({ kind: 'InvocationFailed', message: 'PreSignUp failed' }));
  });

  it('refuses a blank e-mail without calling the service', async () => {
    const { auth, signUp } = setup();

    expect(await signUp({ email: '  ' })).toEqual(E.left({ kind: 'Validation', problem: 'EmptySignUpUsername' }));
    expect(auth.calls).toEqual([]);
  });
});
