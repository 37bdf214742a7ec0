/**
 * @jest-environment ./test/support/jsdom-environment.cjs
 */
import { HOSTED_SIGN_OUT_MARK as ADAPTER_MARK } from '../../src/adapters/hosted-sign-out/redirect-hosted-sign-out';
import { backFromHostedSignOut, mayBeSignedIn } from '../../src/start-up/stored-marks';
import { MemoryStorage } from '../support/memory-storage';

const storages = (local: Record<string, string> = {}, session: Record<string, string> = {}) => {
  const pair = { local: new MemoryStorage(), session: new MemoryStorage() };
  for (const [key, value] of Object.entries(local)) pair.local.setItem(key, value);
  for (const [key, value] of Object.entries(session)) pair.session.setItem(key, value);
  return pair;
};

describe('mayBeSignedIn', () => {
  it.each([
    [{}, {}, false],
    [{ 'CognitoIdentityServiceProvider.client1.LastAuthUser': 'sub-1' }, {}, true],
    [{ 'CognitoIdentityServiceProvider.client1.sub-1.idToken': 'x' }, {}, false],
    [{ 'protect.offline.session': '{}' }, {}, true],
    [{ 'protect.offline.pool': '{}' }, { 'protect.offline.session': '{}' }, false],
  ])('local %j, session %j → %s', (local, session, expected) => {
    expect(mayBeSignedIn(storages(local, session).local)).toBe(expected);
  });

  it('starts the app when storage refuses to be read', () => {
    const refusing = new MemoryStorage();
    refusing.getItem = () => {
      throw new Error('denied');
    };
    expect(mayBeSignedIn(refusing)).toBe(true);
  });
});

describe('backFromHostedSignOut', () => {
  it('is true while the hosted sign-out adapter’s mark is in this tab, so the app starts and reads the return', () => {
    expect(backFromHostedSignOut(storages({}, { [ADAPTER_MARK]: '1' }).session)).toBe(true);
    expect(backFromHostedSignOut(storages({ [ADAPTER_MARK]: '1' }, {}).session)).toBe(false);
  });

  it('starts the app when storage refuses to be read', () => {
    const refusing = new MemoryStorage();
    refusing.getItem = () => {
      throw new Error('denied');
    };
    expect(backFromHostedSignOut(refusing)).toBe(true);
  });
});
