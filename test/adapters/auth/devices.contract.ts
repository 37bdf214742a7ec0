// The remembered-devices part of the user-pool contract (offline pool and the Cognito library against
// local-backend, both tracking every device): the device is remembered at sign-in, stands in for the
// authenticator app at the next one, can be listed and forgotten, and one forgotten on the service is
// dropped and replaced by the one retry.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { totpCodeAt } from '../../../local-backend/cognito/totp';
import { makeConfirmSignIn, makeSignIn } from '../../../src/application/auth/sign-in';
import { makeGetValidSession } from '../../../src/application/auth/get-valid-session';
import { makeSignOut } from '../../../src/application/auth/sign-out';
import { signUpWith } from '../../support/auth-builders';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';
import type { AuthSubject } from './auth-gateway.contract';

export type DeviceSubject = AuthSubject & {
  /** The device key this browser keeps for the pool, if any. */
  storedDeviceKey(): string | null;
  /** Forgets every device of the person on the service, as an administrator or another session would. */
  forgetDevicesOnService(email: string): Promise<void>;
};

const silentLogger = { log: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const EMAIL = 'ada@example.com';
/** The library retries a refused refresh for ~6.5 s, and this case has two. */
const REFUSED_REFRESH_TIMEOUT_MS = 40_000;
const DONE = { signedIn: true, nextStep: { step: 'DONE' } };

export function describeDevicesContract(name: string, makeSubject: () => Promise<DeviceSubject>) {
  describe(`${name} honours the remembered-devices part of the user-pool contract`, () => {
    let s: DeviceSubject;
    const flows = () => {
      const deps = { auth: s.gateway, signInState: s.signInState, clock: s.clock, random: new FakeRandomSource(7) };
      const getValidSession = makeGetValidSession({ auth: s.gateway, clock: s.clock, logger: silentLogger });
      return {
        signUp: signUpWith(s.gateway, new FakeRandomSource(7)),
        signIn: makeSignIn({ ...deps, getValidSession }),
        confirm: makeConfirmSignIn(deps),
        signOut: makeSignOut({ auth: s.gateway, signInState: s.signInState, logger: silentLogger }),
        getValidSession,
      };
    };
    const stepOf = (result: E.Either<unknown, { readonly nextStep: { readonly step: string } }>) =>
      E.isRight(result) ? result.right.nextStep.step : result.left;

    beforeEach(async () => {
      s = await makeSubject();
    });

    afterEach(async () => {
      await s.close?.();
    });

    const signInWithCode = async () => {
      const { signIn, confirm } = flows();
      await signIn({ username: EMAIL });
      return confirm({ challengeResponse: await s.latestCode(EMAIL) });
    };

    /** Signed up and in (the device is remembered), then an authenticator app turned on; its secret. */
    const signedInWithAuthenticator = async (): Promise<string> => {
      await flows().signUp({ email: EMAIL });
      expect(await signInWithCode()).toEqual(E.right(DONE));
      const associated = await s.gateway.associateUserSoftwareToken();
      if (E.isLeft(associated)) throw new Error(`expected a secret, got ${JSON.stringify(associated.left)}`);
      const secret = associated.right.secretCode;
      expect(await s.gateway.verifyUserSoftwareToken(totpCodeAt(secret, s.clock.now()))).toEqual(E.right(undefined));
      expect(await s.gateway.setMfaPreference({ totp: { enabled: true, preferred: true } })).toEqual(E.right(undefined));
      return secret;
    };

    it('remembers this device at sign-in and lists it as this device', async () => {
      await signedInWithAuthenticator();

      const devices = await s.gateway.listDevices();

      const key = s.storedDeviceKey();
      expect(key).not.toBeNull();
      expect(E.isRight(devices) && devices.right.map((device) => ({ key: device.key, thisDevice: device.thisDevice }))).toEqual([{ key, thisDevice: true }]);
      expect(E.isRight(devices) && devices.right[0]?.lastUsedAt).toBeGreaterThan(0);
    });

    it('keeps the device through sign-out, and the next sign-in proves the device instead of asking the authenticator code', async () => {
      await signedInWithAuthenticator();
      const key = s.storedDeviceKey();
      await flows().signOut();

      expect(s.storedDeviceKey()).toBe(key);
      expect(await signInWithCode()).toEqual(E.right(DONE));
      expect(O.isSome(await s.gateway.storedSession())).toBe(true);
      expect(s.storedDeviceKey()).toBe(key);
    });

    it('drops a device the service forgot, sends the same answer again without it, asks the authenticator code and remembers a new device', async () => {
      const secret = await signedInWithAuthenticator();
      const oldKey = s.storedDeviceKey();
      await flows().signOut();
      await s.forgetDevicesOnService(EMAIL);

      const afterEmail = await signInWithCode();
      const cleared = s.storedDeviceKey();
      const done = await flows().confirm({ challengeResponse: totpCodeAt(secret, s.clock.now()) });

      expect(stepOf(afterEmail)).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
      expect(cleared).toBeNull();
      expect(done).toEqual(E.right(DONE));
      const newKey = s.storedDeviceKey();
      expect(newKey).not.toBeNull();
      expect(newKey).not.toBe(oldKey);
      const devices = await s.gateway.listDevices();
      expect(E.isRight(devices) && devices.right.map((device) => device.key)).toEqual([newKey]);
    });

    it(
      'refreshes with the device key, and drops a forgotten device with the one retry',
      async () => {
        await signedInWithAuthenticator();
        const before = s.storedDeviceKey();

        expect(E.isRight(await s.gateway.refreshSession())).toBe(true);
        await s.forgetDevicesOnService(EMAIL);
        expect(await s.gateway.refreshSession()).toEqual(E.left({ kind: 'DeviceNotFound' }));
        s.clock.advance(2 * 3_600_000);
        const valid = await flows().getValidSession();

        expect(before).not.toBeNull();
        expect(E.isRight(valid) && O.isSome(valid.right)).toBe(true);
        expect(s.storedDeviceKey()).toBeNull();
      },
      REFUSED_REFRESH_TIMEOUT_MS,
    );

    it('forgets a device by its key; forgetting this device also drops what this browser keeps of it', async () => {
      await signedInWithAuthenticator();
      const key = s.storedDeviceKey() ?? '';

      expect(await s.gateway.forgetDevice(key)).toEqual(E.right(undefined));
      expect(await s.gateway.listDevices()).toEqual(E.right([]));
      expect(s.storedDeviceKey()).toBeNull();
      expect(E.isLeft(await s.gateway.forgetDevice(key))).toBe(true);
    });

    it('refuses the device operations to someone signed out', async () => {
      expect(E.isLeft(await s.gateway.listDevices())).toBe(true);
      expect(E.isLeft(await s.gateway.forgetDevice('us-east-1_0000'))).toBe(true);
    });
  });
}
