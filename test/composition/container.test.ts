import fs from 'node:fs';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { resolveAppServices } from '../../src/composition/app-services';
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

    const services = resolveAppServices(createContainer(offlineModule(config, storages())));

    expect(services.mode).toBe('offline');
    expect(services.chatWidget.available).toBe(false);
    expect(typeof services.clock.now()).toBe('number');
    await expect(services.getCurrentSession()).resolves.toEqual(O.none);
    expect(services.auth).toBeDefined();
    expect(services.outbox?.list()).toEqual([]);
  });

  it('resolves every service in real mode from .env.example', async () => {
    const config = realConfig();

    const services = resolveAppServices(createContainer(realModule(config, storages())));

    expect(services.mode).toBe('real');
    expect(services.links.terms).toBe(config.links.terms);
    // The Cognito adapter implements only the session slice so far, and real mode has no inbox.
    expect(services.auth).toBeUndefined();
    expect(services.outbox).toBeUndefined();
    await expect(services.getCurrentSession()).resolves.toEqual(O.none);
  });

  it('keeps adapters as singletons', () => {
    const decoded = decodeEnv({});
    const container = createContainer(offlineModule((decoded as E.Right<OfflineConfig>).right, storages()));

    expect(resolveAppServices(container).chatWidget).toBe(resolveAppServices(container).chatWidget);
  });
});
