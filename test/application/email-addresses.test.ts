import * as E from 'fp-ts/Either';
import type { RefreshSession } from '../../src/application/auth/get-valid-session';
import { makeEmailAddresses, type EmailAddresses, type EmailAddressFailure } from '../../src/application/email-addresses';
import type { AuthFailure } from '../../src/domain/auth/failure/auth-failure';
import type { AuthSession } from '../../src/domain/auth/session/auth-session';
import type { HttpFailure } from '../../src/domain/http-failure';
import { aSession } from '../support/auth-builders';
import { anEmailAddress } from '../support/builders';
import { ScriptedProtectionApi } from '../support/fakes/scripted-protection-api';

const primary = anEmailAddress({ address: 'me@example.com', isPrimary: true });
const work = anEmailAddress({ address: 'work@example.com' });
const pending = anEmailAddress({ address: 'new@example.com', isVerified: false });
const account = [primary, pending, work];
const failure: HttpFailure = { kind: 'Http', status: 500 };

const emailsOver = (api: ScriptedProtectionApi, refreshSession: RefreshSession = async () => E.right(aSession({ email: 'x@example.com' }))) =>
  makeEmailAddresses({ api, refreshSession });

describe('makeEmailAddresses: list', () => {
  it('gives the addresses primary first, then by address', async () => {
    const api = new ScriptedProtectionApi().script('getEmailAddresses', E.right([work, pending, primary]));

    await expect(emailsOver(api).list()).resolves.toEqual(E.right([primary, pending, work]));
  });
});

describe('makeEmailAddresses: add (enter, resend)', () => {
  it('adds the normalised address and gives it with the new list, sorted', async () => {
    const other = anEmailAddress({ address: 'other@example.com', isVerified: false });
    const api = new ScriptedProtectionApi().script('addEmailAddress', E.right([other, ...account]));

    await expect(emailsOver(api).add(' Other@Example.com ', account)).resolves.toEqual(
      E.right({ address: 'other@example.com', addresses: [primary, pending, other, work] }),
    );
    expect(api.calls).toEqual([{ method: 'addEmailAddress', args: ['other@example.com'] }]);
  });

  it('adds an unverified address again, which re-sends its code', async () => {
    const api = new ScriptedProtectionApi().script('addEmailAddress', E.right(account));

    await expect(emailsOver(api).add('new@example.com', account)).resolves.toEqual(E.right({ address: 'new@example.com', addresses: account }));
  });

  it.each([
    ['work@example.com', { kind: 'EmailAddressAlreadyAdded' }],
    ['nope', { kind: 'InvalidEmailAddress' }],
  ])('refuses %j without a request', async (raw, violation) => {
    const api = new ScriptedProtectionApi();

    await expect(emailsOver(api).add(raw, account)).resolves.toEqual(E.left(violation));
    expect(api.calls).toEqual([]);
  });

  it('refuses a malformed code without a request', async () => {
    const api = new ScriptedProtectionApi();

    await expect(emailsOver(api).verify('new@example.com', '12 34')).resolves.toEqual(E.left({ kind: 'InvalidVerificationCode' }));
    expect(api.calls).toEqual([]);
  });
});

describe('makeEmailAddresses: setPrimary (the primary address is the sign-in address)', () => {
  const refreshedAs = (email: string) => jest.fn(async () => E.right(aSession({ email })));

  it('makes a verified address primary, then refreshes the session so it names the new sign-in address', async () => {
    const after = [{ ...work, isPrimary: true }, { ...primary, isPrimary: false }, pending];
    const api = new ScriptedProtectionApi().script('setPrimaryEmailAddress', E.right([pending, ...after.slice(0, 2)]));
    const refreshSession = refreshedAs('work@example.com');

    await expect(emailsOver(api, refreshSession).setPrimary(account, 'WORK@example.com')).resolves.toEqual(
      E.right({ addresses: after, signInEmail: 'work@example.com' }),
    );
    expect(api.calls).toEqual([{ method: 'setPrimaryEmailAddress', args: ['work@example.com'] }]);
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('gives the sign-in address the refreshed session names, whatever it is', async () => {
    const api = new ScriptedProtectionApi().script('setPrimaryEmailAddress', E.right(account));

    await expect(emailsOver(api, refreshedAs('me@example.com')).setPrimary(account, 'work@example.com')).resolves.toEqual(
      E.right({ addresses: account, signInEmail: 'me@example.com' }),
    );
  });

  it('still succeeds when the session cannot be refreshed: the new primary is the sign-in address', async () => {
    const after = [{ ...work, isPrimary: true }, { ...primary, isPrimary: false }, pending];
    const api = new ScriptedProtectionApi().script('setPrimaryEmailAddress', E.right(after));
    const refreshSession = jest.fn(async (): Promise<E.Either<AuthFailure, AuthSession>> => E.left({ kind: 'Network' }));

    await expect(emailsOver(api, refreshSession).setPrimary(account, 'work@example.com')).resolves.toEqual(
      E.right({ addresses: after, signInEmail: 'work@example.com' }),
    );
  });

  it('needs no request and no refresh for the current primary', async () => {
    const api = new ScriptedProtectionApi();
    const refreshSession = refreshedAs('x@example.com');

    await expect(emailsOver(api, refreshSession).setPrimary(account, 'me@example.com')).resolves.toEqual(
      E.right({ addresses: account, signInEmail: 'me@example.com' }),
    );
    expect(api.calls).toEqual([]);
    expect(refreshSession).not.toHaveBeenCalled();
  });
});

describe('makeEmailAddresses: remove', () => {
  it('removes another address', async () => {
    const api = new ScriptedProtectionApi().script('removeEmailAddress', E.right([primary, pending]));

    await expect(emailsOver(api).remove(account, 'work@example.com')).resolves.toEqual(E.right([primary, pending]));
    expect(api.calls).toEqual([{ method: 'removeEmailAddress', args: ['work@example.com'] }]);
  });
});

describe('makeEmailAddresses: the rules, checked against the list on screen before any request', () => {
  it.each([
    ['setPrimary', 'new@example.com', { kind: 'NotVerified' }],
    ['setPrimary', 'gone@example.com', { kind: 'UnknownEmailAddress' }],
    ['remove', 'me@example.com', { kind: 'PrimaryNotRemovable' }],
    ['remove', 'gone@example.com', { kind: 'UnknownEmailAddress' }],
  ] as const)('%s refuses %j', async (change, address, violation) => {
    const api = new ScriptedProtectionApi();

    await expect(emailsOver(api)[change](account, address)).resolves.toEqual(E.left(violation));
    expect(api.calls).toEqual([]);
  });
});

describe("makeEmailAddresses: what the service's refusals mean", () => {
  const calls = {
    add: (emails: EmailAddresses) => emails.add('x@example.com', account),
    verify: (emails: EmailAddresses) => emails.verify('new@example.com', '123456'),
    setPrimary: (emails: EmailAddresses) => emails.setPrimary(account, 'work@example.com'),
    remove: (emails: EmailAddresses) => emails.remove(account, 'work@example.com'),
  };

  it.each<[keyof typeof calls, HttpFailure, EmailAddressFailure]>([
    ['add', { kind: 'Http', status: 409 }, { kind: 'EmailAddressAlreadyAdded' }],
    ['verify', { kind: 'Http', status: 400 }, { kind: 'WrongCode' }],
    ['verify', { kind: 'Http', status: 404 }, { kind: 'UnknownEmailAddress' }],
    ['setPrimary', { kind: 'Http', status: 409 }, { kind: 'SignInAddressTaken' }],
    ['setPrimary', { kind: 'Http', status: 404 }, { kind: 'UnknownEmailAddress' }],
    ['remove', { kind: 'Http', status: 404 }, { kind: 'UnknownEmailAddress' }],
    ['add', failure, failure],
    ['setPrimary', failure, failure],
    ['verify', { kind: 'Network' }, { kind: 'Network' }],
  ])('%s answered %j is %j, and refreshes no session', async (call, answer, named) => {
    const api = new ScriptedProtectionApi()
      .script('addEmailAddress', E.left(answer))
      .script('verifyEmailAddress', E.left(answer))
      .script('setPrimaryEmailAddress', E.left(answer))
      .script('removeEmailAddress', E.left(answer));
    const refreshSession = jest.fn(async () => E.right(aSession()));

    await expect(calls[call](emailsOver(api, refreshSession))).resolves.toEqual(E.left(named));
    expect(refreshSession).not.toHaveBeenCalled();
  });
});
