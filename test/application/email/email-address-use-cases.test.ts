import * as E from 'fp-ts/Either';
import { makeAddEmailAddress } from '../../../src/application/email/add-email-address';
import { makeRemoveEmailAddress } from '../../../src/application/email/remove-email-address';
import { makeSetPrimaryEmailAddress } from '../../../src/application/email/set-primary-email-address';
import { makeVerifyEmailAddress } from '../../../src/application/email/verify-email-address';
import type { AuthFailure } from '../../../src/domain/auth/failure/auth-failure';
import type { AuthSession } from '../../../src/domain/auth/session/auth-session';
import type { HttpFailure } from '../../../src/domain/http-failure';
import { aSession } from '../../support/auth-builders';
import { anEmailAddress } from '../../support/builders';
import { ScriptedProtectionApi } from '../../support/fakes/scripted-protection-api';

const primary = anEmailAddress({ address: 'me@example.com', isPrimary: true });
const work = anEmailAddress({ address: 'work@example.com' });
const pending = anEmailAddress({ address: 'new@example.com', isVerified: false });
const account = [primary, work, pending];
const failure: HttpFailure = { kind: 'Http', status: 500 };

describe('makeAddEmailAddress: enter, resend', () => {
  it('adds the normalised address and gives it with the new list', async () => {
    const after = [...account, anEmailAddress({ address: 'other@example.com', isVerified: false })];
    const api = new ScriptedProtectionApi().script('addEmailAddress', E.right(after));

    await expect(makeAddEmailAddress({ api })(' Other@Example.com ', account)).resolves.toEqual(E.right({ address: 'other@example.com', addresses: after }));
    expect(api.calls).toEqual([{ method: 'addEmailAddress', args: ['other@example.com'] }]);
  });

  it('adds an unverified address again, which re-sends its code', async () => {
    const api = new ScriptedProtectionApi().script('addEmailAddress', E.right(account));

    await expect(makeAddEmailAddress({ api })('new@example.com', account)).resolves.toEqual(E.right({ address: 'new@example.com', addresses: account }));
  });

  it.each([
    ['work@example.com', { kind: 'EmailAddressAlreadyAdded' }],
    ['nope', { kind: 'InvalidEmailAddress' }],
  ])('refuses %j without a request', async (raw, violation) => {
    const api = new ScriptedProtectionApi();

    await expect(makeAddEmailAddress({ api })(raw, account)).resolves.toEqual(E.left(violation));
    expect(api.calls).toEqual([]);
  });

  it('passes an API failure through', async () => {
    const api = new ScriptedProtectionApi().script('addEmailAddress', E.left(failure));

    await expect(makeAddEmailAddress({ api })('x@example.com', account)).resolves.toEqual(E.left(failure));
  });
});

describe('makeVerifyEmailAddress', () => {
  it('confirms the address with the trimmed code', async () => {
    const after = [primary, work, { ...pending, isVerified: true }];
    const api = new ScriptedProtectionApi().script('verifyEmailAddress', E.right(after));

    await expect(makeVerifyEmailAddress({ api })('new@example.com', ' 123456 ')).resolves.toEqual(E.right(after));
    expect(api.calls).toEqual([{ method: 'verifyEmailAddress', args: ['new@example.com', '123456'] }]);
  });

  it('refuses a malformed code without a request', async () => {
    const api = new ScriptedProtectionApi();

    await expect(makeVerifyEmailAddress({ api })('new@example.com', '12 34')).resolves.toEqual(E.left({ kind: 'InvalidVerificationCode' }));
    expect(api.calls).toEqual([]);
  });
});

describe('makeSetPrimaryEmailAddress: the primary address is the sign-in address', () => {
  const refreshedAs = (email: string) => jest.fn(async () => E.right(aSession({ email })));

  it('makes a verified address primary, then refreshes the session so it names the new sign-in address', async () => {
    const after = [{ ...work, isPrimary: true }, { ...primary, isPrimary: false }, pending];
    const api = new ScriptedProtectionApi().script('setPrimaryEmailAddress', E.right(after));
    const refreshSession = refreshedAs('work@example.com');

    await expect(makeSetPrimaryEmailAddress({ api, refreshSession })(account, 'WORK@example.com')).resolves.toEqual(
      E.right({ addresses: after, signInEmail: 'work@example.com' }),
    );
    expect(api.calls).toEqual([{ method: 'setPrimaryEmailAddress', args: ['work@example.com'] }]);
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('gives the sign-in address the refreshed session names, whatever it is', async () => {
    const api = new ScriptedProtectionApi().script('setPrimaryEmailAddress', E.right(account));

    await expect(makeSetPrimaryEmailAddress({ api, refreshSession: refreshedAs('me@example.com') })(account, 'work@example.com')).resolves.toEqual(
      E.right({ addresses: account, signInEmail: 'me@example.com' }),
    );
  });

  it('still succeeds when the session cannot be refreshed: the new primary is the sign-in address', async () => {
    const after = [{ ...work, isPrimary: true }, { ...primary, isPrimary: false }, pending];
    const api = new ScriptedProtectionApi().script('setPrimaryEmailAddress', E.right(after));
    const refreshSession = jest.fn(async (): Promise<E.Either<AuthFailure, AuthSession>> => E.left({ kind: 'Network' }));

    await expect(makeSetPrimaryEmailAddress({ api, refreshSession })(account, 'work@example.com')).resolves.toEqual(
      E.right({ addresses: after, signInEmail: 'work@example.com' }),
    );
  });

  it('needs no request and no refresh for the current primary', async () => {
    const api = new ScriptedProtectionApi();
    const refreshSession = refreshedAs('x@example.com');

    await expect(makeSetPrimaryEmailAddress({ api, refreshSession })(account, 'me@example.com')).resolves.toEqual(
      E.right({ addresses: account, signInEmail: 'me@example.com' }),
    );
    expect(api.calls).toEqual([]);
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('refreshes nothing when the service refuses (another account signs in with the address)', async () => {
    const taken: HttpFailure = { kind: 'Http', status: 409 };
    const api = new ScriptedProtectionApi().script('setPrimaryEmailAddress', E.left(taken));
    const refreshSession = refreshedAs('x@example.com');

    await expect(makeSetPrimaryEmailAddress({ api, refreshSession })(account, 'work@example.com')).resolves.toEqual(E.left(taken));
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it.each([
    ['new@example.com', { kind: 'NotVerified' }],
    ['gone@example.com', { kind: 'UnknownEmailAddress' }],
  ])('refuses %j without a request', async (address, violation) => {
    const api = new ScriptedProtectionApi();

    await expect(makeSetPrimaryEmailAddress({ api, refreshSession: refreshedAs('x@example.com') })(account, address)).resolves.toEqual(E.left(violation));
    expect(api.calls).toEqual([]);
  });
});

describe('makeRemoveEmailAddress', () => {
  it('removes another address', async () => {
    const api = new ScriptedProtectionApi().script('removeEmailAddress', E.right([primary, pending]));

    await expect(makeRemoveEmailAddress({ api })(account, 'work@example.com')).resolves.toEqual(E.right([primary, pending]));
    expect(api.calls).toEqual([{ method: 'removeEmailAddress', args: ['work@example.com'] }]);
  });

  it.each([
    ['me@example.com', { kind: 'PrimaryNotRemovable' }],
    ['gone@example.com', { kind: 'UnknownEmailAddress' }],
  ])('refuses %j without a request', async (address, violation) => {
    const api = new ScriptedProtectionApi();

    await expect(makeRemoveEmailAddress({ api })(account, address)).resolves.toEqual(E.left(violation));
    expect(api.calls).toEqual([]);
  });
});
