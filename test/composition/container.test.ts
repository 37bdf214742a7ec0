import fs from 'node:fs';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type LocalBackend, startLocalBackend } from '../../local-backend';
import { InMemoryAuthGateway, OfflineFaultError } from '../../src/adapters/auth/in-memory-auth-gateway';
import { FAULTS_STORAGE_KEY } from '../../src/stand-ins/faults/storage-fault-switch';
import { resolveServices } from '../../src/composition/resolve-services';
import type { AppServices } from '../../src/ui/app-services';
import { createContainer } from '../../src/composition/create-container';
import { decodeEnv, type OfflineConfig, type RealConfig } from '../../src/composition/env';
import { offlineModule } from '../../src/composition/modules/offline.module';
import { realModule } from '../../src/composition/modules/real.module';
import { MemoryStorage } from '../support/memory-storage';

const storages = () => ({ local: new MemoryStorage(), session: new MemoryStorage() });

const realConfig = (): RealConfig => {
  const raw: Record<string, string> = { APP_MODE: 'real', LOG_LEVEL: 'WARN' };
  for (const line of fs.readFileSync('.env.example', 'utf8').split('\n')) {
    const match = /^([A-Z_]+)=(.+)$/.exec(line);
    if (match && match[1] !== 'APP_MODE' && match[1] !== 'LOG_LEVEL') raw[match[1]!] = match[2]!;
  }
  const decoded = decodeEnv(raw);
  if (E.isLeft(decoded) || decoded.right.mode !== 'real') throw new Error('.env.example must decode in real mode');
  return decoded.right;
};

describe('composition root', () => {
  it('resolves every service in offline mode', async () => {
    const decoded = decodeEnv({});
    const config = (decoded as E.Right<OfflineConfig>).right;

    const services = resolveServices(createContainer(offlineModule(config, storages()))).app;

    expect(services.mode).toBe('offline');
    // Offline, the support chat is a recording stand-in, so every path that opens it runs.
    expect(services.supportChat.available).toBe(true);
    expect(typeof services.now()).toBe('number');
    await expect(services.getCurrentSession()).resolves.toEqual(O.none);
    expect(services.auth).toBeDefined();
    expect(services.dashboard).toBeDefined();
    expect(services.outbox?.list()).toEqual([]);
  });

  it('resolves every service in real mode from .env.example', async () => {
    const config = realConfig();

    const services = resolveServices(createContainer(realModule(config, storages()))).app;

    expect(services.mode).toBe('real');
    expect(services.links.terms).toBe(config.links.terms);
    expect(services.auth).toBeDefined();
    expect(services.dashboard).toBeDefined();
    expect(services.outbox).toBeUndefined();
    await expect(services.getCurrentSession()).resolves.toEqual(O.none);
  });

  it('offline, shows in the developer panel every event going to analytics and to the support chat, and the error reports', async () => {
    const decoded = decodeEnv({});
    const services = resolveServices(createContainer(offlineModule((decoded as E.Right<OfflineConfig>).right, storages()))).app;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await services.analytics.track({ type: 'page', name: 'dashboard' });
    await services.supportChat.open();
    await services.analytics.identify('u-1');

    expect(services.devtools?.list().map((r) => `${r.kind}: ${r.summary}`)).toEqual([
      'analytics: identify u-1',
      'support chat: open the messenger',
      'support chat: track “page view: dashboard”',
      'analytics: track “page view: dashboard”',
    ]);
    error.mockRestore();
  });

  it('in real mode, has a support chat only when an Intercom app id is configured', () => {
    const without = resolveServices(createContainer(realModule({ ...realConfig(), intercom: undefined }, storages()))).app;
    const withIt = resolveServices(createContainer(realModule({ ...realConfig(), intercom: { appId: 'abc123', region: 'eu' } }, storages()))).app;

    expect(without.supportChat.available).toBe(false);
    expect(withIt.supportChat.available).toBe(true);
  });

  it('keeps adapters as singletons', () => {
    const decoded = decodeEnv({});
    const container = createContainer(offlineModule((decoded as E.Right<OfflineConfig>).right, storages()));

    expect(container.get(Symbol.for('protect.ChatWidget'))).toBe(container.get(Symbol.for('protect.ChatWidget')));
  });

  it('gives the screens the auth use-cases, and concurrent session reads share one refresh', async () => {
    const decoded = decodeEnv({});
    const browser = storages();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const services = resolveServices(createContainer(offlineModule((decoded as E.Right<OfflineConfig>).right, browser))).app;
    await services.onDemand.auth();
    await services.auth?.signUpConfirmation.signUp({ email: 'ada@example.com' });
    await services.auth?.signIn({ username: 'ada@example.com' });
    await services.auth?.confirmSignIn({ challengeResponse: services.outbox?.list()[0]?.code ?? '' });
    const stored = JSON.parse(browser.local.getItem('protect.offline.session') ?? '{}') as { expiresAt: number; accessToken: string };
    browser.local.setItem('protect.offline.session', JSON.stringify({ ...stored, expiresAt: Date.now() - 1 }));

    const refreshes = jest.spyOn(InMemoryAuthGateway.prototype, 'refreshSession');
    const [a, b] = await Promise.all([services.getCurrentSession(), services.getCurrentSession()]);

    expect(Object.keys(services.auth).sort()).toEqual([
      'authenticator',
      'confirmSignIn',
      'destination',
      'devices',
      'passkeys',
      'region',
      'signIn',
      'signUpConfirmation',
    ]);
    expect(a).toEqual(O.some(expect.objectContaining({ email: 'ada@example.com' })));
    expect(O.isSome(a) && a.value.accessToken).not.toBe(stored.accessToken);
    expect(b).toEqual(a);
    expect(refreshes).toHaveBeenCalledTimes(1);
    refreshes.mockRestore();
    info.mockRestore();
  });

  it('builds the sign-in and chat services on first use, and a sign-out before then has no chat to clear', async () => {
    const decoded = decodeEnv({});
    const services = resolveServices(createContainer(offlineModule((decoded as E.Right<OfflineConfig>).right, storages()))).app;

    expect(() => services.auth.signIn).toThrow('used before AppServices.onDemand loaded them');
    expect(() => services.chat.conversations).toThrow('used before AppServices.onDemand loaded them');
    await expect(services.session.signOut()).resolves.toEqual(E.right(undefined));
    await Promise.all([services.onDemand.auth(), services.onDemand.chat()]);

    expect(services.auth.signIn).toEqual(expect.any(Function));
    expect(services.chat.conversations.state('hibp:Adobe')).toEqual(O.none);
  });

  it('clears the chats at sign-out once they are loaded', async () => {
    const decoded = decodeEnv({});
    const services = resolveServices(createContainer(offlineModule((decoded as E.Right<OfflineConfig>).right, storages()))).app;
    await services.onDemand.chat();
    const clear = jest.spyOn(services.chat.conversations, 'clear');

    await services.session.signOut();

    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('lets the offline `session` fault reach the route error page', async () => {
    const decoded = decodeEnv({});
    const browser = storages();
    browser.local.setItem(FAULTS_STORAGE_KEY, JSON.stringify({ session: { status: 500 } }));

    const services = resolveServices(createContainer(offlineModule((decoded as E.Right<OfflineConfig>).right, browser))).app;

    await expect(services.getCurrentSession()).rejects.toBeInstanceOf(OfflineFaultError);
  });
});

/** Sign up, sign in with the e-mailed code, read the session, sign out: what the screens will do. */
async function passwordlessJourney(services: AppServices, latestCode: () => string) {
  await services.onDemand.auth();
  const { auth } = services;
  const signedUp = await auth.signUpConfirmation.signUp({ email: 'Ada@Example.com', region: 'gb' });
  const started = await auth.signIn({ username: 'ada@example.com' });
  const confirmed = await auth.confirmSignIn({ challengeResponse: latestCode() });
  const session = await services.getCurrentSession();
  const again = await services.getCurrentSession();
  const signedOut = await services.session.signOut();
  const afterSignOut = await services.getCurrentSession();
  return { signedUp, started, confirmed, session, again, signedOut, afterSignOut };
}

const expectSuccessfulJourney = (journey: Awaited<ReturnType<typeof passwordlessJourney>>) => {
  expect(journey.signedUp).toEqual(E.right(expect.objectContaining({ isSignUpComplete: true })));
  expect(journey.started).toEqual(E.right(expect.objectContaining({ signedIn: false })));
  expect(journey.confirmed).toEqual(E.right(expect.objectContaining({ signedIn: true })));
  expect(journey.session).toEqual(O.some(expect.objectContaining({ email: 'ada@example.com', region: 'GB' })));
  expect(journey.again).toEqual(journey.session);
  expect(journey.signedOut).toEqual(E.right(undefined));
  expect(journey.afterSignOut).toEqual(O.none);
};

describe('the passwordless journey through the composed services', () => {
  it('works offline, with the code from the offline inbox (on the console too at INFO)', async () => {
    const decoded = decodeEnv({ LOG_LEVEL: 'INFO' });
    const browser = storages();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const services = resolveServices(createContainer(offlineModule((decoded as E.Right<OfflineConfig>).right, browser))).app;

    const journey = await passwordlessJourney(services, () => services.outbox?.list()[0]?.code ?? '');

    expectSuccessfulJourney(journey);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^\[offline inbox\] .* for ada@example\.com: [0-9]{6}$/));
    expect(browser.session.keys()).not.toContain('protect.offline.session');
    info.mockRestore();
  });

  describe('in real mode, against the local Cognito peer', () => {
    let backend: LocalBackend;
    beforeEach(async () => {
      backend = await startLocalBackend({ port: 0, log: () => undefined });
    });
    afterEach(async () => {
      await backend.close();
    });

    it('works with the real library, and leaves no library key behind', async () => {
      const config = realConfig();
      const browser = storages();
      const cognito = { userPoolId: backend.userPoolId, clientId: backend.clientId, endpoint: backend.cognitoEndpoint };
      const services = resolveServices(createContainer(realModule({ ...config, cognito }, browser))).app;

      const journey = await passwordlessJourney(services, () => backend.outbox.latest('ada@example.com')?.code ?? '');

      expectSuccessfulJourney(journey);
      expect(browser.local.keys()).toEqual([]);
      expect(browser.session.keys()).toEqual([]);
    });

    it('gives the dashboard the axios Protection API, with the signed-in user’s bearer token', async () => {
      const config = realConfig();
      const services = resolveServices(
        createContainer(
          realModule(
            {
              ...config,
              cognito: { userPoolId: backend.userPoolId, clientId: backend.clientId, endpoint: backend.cognitoEndpoint },
              protectionApi: { url: backend.protectionApiUrl, key: 'local-protection-key' },
              verificationUrl: backend.verificationUrl,
            },
            storages(),
          ),
        ),
      ).app;
      const { dashboard } = services;
      const before = dashboard.data.read();
      await expect(before.profile).resolves.toEqual(E.left({ kind: 'NoToken' }));
      await expect(before.emails).resolves.toEqual(E.left({ kind: 'NoToken' }));

      await services.onDemand.auth();
      await services.auth.signUpConfirmation.signUp({ email: 'ada@example.com', region: 'gb' });
      await services.auth.signIn({ username: 'ada@example.com' });
      await services.auth.confirmSignIn({ challengeResponse: backend.outbox.latest('ada@example.com')?.code ?? '' });
      const reads = dashboard.data.read();
      // Every read settles before the test ends: one left in flight would retry against a closed server.
      await Promise.all(Object.values(reads));
      const [subscription, emails, contract] = await Promise.all([reads.subscription, reads.emails, reads.contract]);

      expect(subscription).toEqual({ status: 'TRIALING', daysRemaining: 14, link: expect.any(String) });
      expect(emails).toEqual(E.right([{ address: 'ada@example.com', isPrimary: true, isVerified: true }]));
      expect(contract).toEqual(E.right(O.none));
    });
  });
});
