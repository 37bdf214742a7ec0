import * as E from 'fp-ts/Either';
import { retryOnceOnMissingDevice } from '../../../src/application/auth/get-valid-session';
import type { AuthFailure } from '../../../src/domain/auth/failure/auth-failure';

function scripted(...answers: E.Either<AuthFailure, string>[]) {
  const forgotten: number[] = [];
  let calls = 0;
  const auth = { clearStoredDevice: async () => void forgotten.push(calls) };
  const call = async () => {
    const answer = answers[calls];
    calls += 1;
    if (answer === undefined) throw new Error('called too often');
    return answer;
  };
  return { auth, call, forgotten, calls: () => calls };
}

describe('retryOnceOnMissingDevice', () => {
  it('passes a success through with one call', async () => {
    const s = scripted(E.right('ok'));

    expect(await retryOnceOnMissingDevice(s.auth, s.call)).toEqual(E.right('ok'));
    expect(s.calls()).toBe(1);
    expect(s.forgotten).toEqual([]);
  });

  it('passes another failure through without a retry', async () => {
    const s = scripted(E.left({ kind: 'Network' }));

    expect(await retryOnceOnMissingDevice(s.auth, s.call)).toEqual(E.left({ kind: 'Network' }));
    expect(s.forgotten).toEqual([]);
  });

  it('forgets the device between the first call and the one retry', async () => {
    const s = scripted(E.left({ kind: 'DeviceNotFound' }), E.right('ok'));

    expect(await retryOnceOnMissingDevice(s.auth, s.call)).toEqual(E.right('ok'));
    expect(s.forgotten).toEqual([1]);
    expect(s.calls()).toBe(2);
  });
});
