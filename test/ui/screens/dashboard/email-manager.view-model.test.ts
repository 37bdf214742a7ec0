import * as E from 'fp-ts/Either';
import type { EmailAddress } from '../../../../src/domain/email/email-address';
import { makeEmailAddresses } from '../../../../src/application/email-addresses';
import { EmailManagerViewModel } from '../../../../src/ui/screens/dashboard/email-manager.view-model';
import { A_SESSION } from '../../../support/test-services';

const list = (...addresses: [string, boolean, boolean][]): EmailAddress[] =>
  addresses.map(([address, isPrimary, isVerified]) => ({ address, isPrimary, isVerified }));

const build = (overrides: Record<string, jest.Mock> = {}, initial: EmailAddress[] = list(['a@example.com', true, true])) => {
  const shown: (readonly EmailAddress[])[] = [];
  const api = {
    getEmailAddresses: jest.fn(async () => E.right(initial)),
    addEmailAddress: jest.fn(async () => E.right(list(['a@example.com', true, true], ['b@example.com', false, false]))),
    verifyEmailAddress: jest.fn(async () => E.right(list(['a@example.com', true, true], ['b@example.com', false, true]))),
    setPrimaryEmailAddress: jest.fn(async () => E.right(list(['b@example.com', true, true], ['a@example.com', false, true]))),
    removeEmailAddress: jest.fn(async () => E.right(list(['b@example.com', true, true]))),
    ...overrides,
  };
  const tracked: string[] = [];
  const signInEmails: string[] = [];
  // The real use-cases over a scripted API: the rules they own are part of what the modals do.
  const emails = makeEmailAddresses({ api, refreshSession: async () => E.right({ ...A_SESSION, email: 'b@example.com' }) });
  const vm = new EmailManagerViewModel({
    emails,
    current: () => shown[shown.length - 1] ?? initial,
    onChange: (list) => shown.push(list),
    onSignInChange: (email) => signInEmails.push(email),
    track: (event) => tracked.push(event),
  });
  return { vm, api, shown, tracked, signInEmails };
};

describe('EmailManagerViewModel', () => {
  it('adds an address: enter → verify → success, handing on each new list', async () => {
    const { vm, api, shown, tracked } = build();

    vm.startAdd();
    vm.setAddress(' B@Example.com ');
    await vm.submitAddress();
    expect(vm.flow).toEqual({ step: 'verify', address: 'b@example.com' });
    expect(api.addEmailAddress).toHaveBeenCalledWith('b@example.com');

    vm.setCode('123 456');
    await vm.submitCode();

    expect(api.verifyEmailAddress).toHaveBeenCalledWith('b@example.com', '123456');
    expect(vm.flow).toEqual({ step: 'success', address: 'b@example.com' });
    expect(shown).toHaveLength(2);
    expect(shown[1]?.[1]).toEqual({ address: 'b@example.com', isPrimary: false, isVerified: true });
    expect(tracked).toEqual(['add email: enter', 'add email: verify', 'add email: success']);
  });

  it('keeps what was typed and explains a bad address, a duplicate or a wrong code', async () => {
    const { vm, tracked } = build({
      addEmailAddress: jest.fn(async () => E.left({ kind: 'Http', status: 409 })),
      verifyEmailAddress: jest.fn(async () => E.left({ kind: 'Http', status: 400 })),
    });
    vm.startAdd();
    vm.setAddress('nope');
    await vm.submitAddress();
    expect(vm.change.error).toMatch(/like name@example.com/);

    vm.setAddress('a@example.com');
    await vm.submitAddress();
    expect(vm.change.error).toBe('This address is already on your account.');
    expect(tracked).toEqual(['add email: enter']);
    expect(vm.address).toBe('a@example.com');
    expect(vm.flow.step).toBe('enter');

    vm.startVerify('b@example.com', '111111');
    await vm.submitCode();
    expect(vm.change.error).toMatch(/code is not right/);
    expect(vm.code).toBe('111111');
  });

  it('asks for six digits before verifying', async () => {
    const { vm, api } = build();
    vm.startVerify('b@example.com');
    vm.setCode('12');

    await vm.submitCode();

    expect(vm.change.error).toBe('Enter the 6-digit code from the e-mail.');
    expect(api.verifyEmailAddress).not.toHaveBeenCalled();
  });

  it('resends a code by adding the unverified address again', async () => {
    const { vm, api, tracked } = build();
    vm.startVerify('b@example.com');

    await vm.resendCode();

    expect(api.addEmailAddress).toHaveBeenCalledWith('b@example.com');
    expect(vm.codeResent).toBe(true);
    expect(tracked).toEqual(['add email: resend code']);
    expect(vm.flow).toEqual({ step: 'verify', address: 'b@example.com' });
  });

  it('removes and sets the primary address only after confirmation, then closes', async () => {
    const { vm, api, tracked } = build({}, list(['a@example.com', true, true], ['b@example.com', false, true]));

    await vm.remove();
    await vm.makePrimary();
    expect(api.removeEmailAddress).not.toHaveBeenCalled();
    expect(api.setPrimaryEmailAddress).not.toHaveBeenCalled();

    vm.confirmPrimary('b@example.com');
    await vm.makePrimary();
    vm.confirmRemove('a@example.com');
    await vm.remove();

    expect(api.setPrimaryEmailAddress).toHaveBeenCalledWith('b@example.com');
    expect(api.removeEmailAddress).toHaveBeenCalledWith('a@example.com');
    expect(vm.flow).toEqual({ step: 'closed' });
    expect(tracked).toEqual(['set primary email', 'remove email']);
  });

  it('hands on the address the person now signs in with once a new primary is made, and only then', async () => {
    const { vm, signInEmails } = build({}, list(['a@example.com', true, true], ['b@example.com', false, true]));

    vm.confirmPrimary('b@example.com');
    await vm.makePrimary();

    expect(signInEmails).toEqual(['b@example.com']);
  });

  it('says so when another account signs in with the address, keeps the dialog and the sign-in address', async () => {
    const taken = jest.fn(async () => E.left({ kind: 'Http', status: 409 }));
    const { vm, signInEmails, shown } = build({ setPrimaryEmailAddress: taken }, list(['a@example.com', true, true], ['b@example.com', false, true]));

    vm.confirmPrimary('b@example.com');
    await vm.makePrimary();

    expect(vm.change.error).toBe('Another Protect account signs in with this address, so it cannot be your primary one.');
    expect(vm.flow).toEqual({ step: 'primary', address: 'b@example.com' });
    expect(signInEmails).toEqual([]);
    expect(shown).toEqual([]);
  });

  it('refuses, without a request, to remove the primary address or to make an unconfirmed one primary', async () => {
    const { vm, api } = build({}, list(['a@example.com', true, true], ['b@example.com', false, false]));

    vm.confirmRemove('a@example.com');
    await vm.remove();
    expect(vm.change.error).toBe('This is the address you sign in with. To remove it, first make another verified address your primary one.');
    vm.confirmPrimary('b@example.com');
    await vm.makePrimary();
    expect(vm.change.error).toBe('Confirm this address before you make it your primary one.');
    vm.confirmRemove('gone@example.com');
    await vm.remove();
    expect(vm.change.error).toBe('This address is no longer on your account.');

    expect(api.removeEmailAddress).not.toHaveBeenCalled();
    expect(api.setPrimaryEmailAddress).not.toHaveBeenCalled();
    expect(vm.flow.step).toBe('remove');
  });

  it('asks for an address before anything else', async () => {
    const { vm, api } = build();
    vm.startAdd();
    vm.setAddress('   ');

    await vm.submitAddress();

    expect(vm.change.error).toBe('Enter your e-mail address.');
    expect(api.addEmailAddress).not.toHaveBeenCalled();
  });

  it('shows a server failure in plain words, never its status code, and stays open', async () => {
    const { vm } = build(
      { removeEmailAddress: jest.fn(async () => E.left({ kind: 'Http', status: 500 })) },
      list(['a@example.com', true, true], ['b@example.com', false, true]),
    );
    vm.confirmRemove('b@example.com');

    await vm.remove();

    expect(vm.change.error).toBe('Something went wrong on our side. Please try again.');
    expect(vm.flow.step).toBe('remove');
    vm.close();
    expect(vm.flow).toEqual({ step: 'closed' });
    expect(vm.change.error).toBeNull();
  });

  it('sends one request at a time, and nothing from the wrong step', async () => {
    const { vm, api } = build();
    vm.startAdd();
    vm.setAddress('b@example.com');

    await Promise.all([vm.submitAddress(), vm.submitAddress()]);
    vm.close();
    await vm.submitCode();
    await vm.resendCode();

    expect(api.addEmailAddress).toHaveBeenCalledTimes(1);
    expect(api.verifyEmailAddress).not.toHaveBeenCalled();
  });
});
