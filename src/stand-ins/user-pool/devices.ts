// Remembered devices, as local-backend keeps them: a known one skips the authenticator step, a forgotten one is refused.
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { RememberedDevice } from '../../domain/auth/session/remembered-device';
import { readStored } from '../../wire/stored-json';
import { fail, type PoolStore, without } from './pool-store';

/** localStorage: 'always' remembers every browser that signs in; anything else (the default) none. */
export const OFFLINE_DEVICE_TRACKING_KEY = 'protect.offline.deviceTracking';
/** The browser's side (sessionStorage, with the pool): the key of the device it is, and whose. */
const OFFLINE_DEVICE_KEY = 'protect.offline.device';

const BrowserDevice = t.type({ key: t.string, sub: t.string });
type BrowserDevice = t.TypeOf<typeof BrowserDevice>;

type PoolDevicesDeps = {
  readonly store: PoolStore;
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly settings?: Pick<Storage, 'getItem'>;
  readonly newId: () => string;
  readonly now: () => number;
  readonly name: string;
};

const notFound = (): E.Either<AuthFailure, never> => fail('ResourceNotFoundException', 'Device does not exist.');

export class PoolDevices {
  constructor(private readonly deps: PoolDevicesDeps) {}

  /** 'remembered' (and marked used) when this browser is a device the pool keeps for `sub`; 'unknown' when it holds another; 'none'. */
  prove(sub: string): 'remembered' | 'unknown' | 'none' {
    const mine = this.browserDevice();
    if (!mine) return 'none';
    const device = this.deps.store.read().devices[mine.key];
    if (device === undefined || device.sub !== sub) return 'unknown';
    this.deps.store.update((pool) => ({ ...pool, devices: { ...pool.devices, [mine.key]: { ...device, lastUsedAt: this.deps.now() } } }));
    return 'remembered';
  }

  remember(sub: string): void {
    if (this.deps.settings?.getItem(OFFLINE_DEVICE_TRACKING_KEY) !== 'always') return;
    const key = `offline_${this.deps.newId()}`;
    const now = this.deps.now();
    this.deps.store.update((pool) => ({ ...pool, devices: { ...pool.devices, [key]: { sub, name: this.deps.name, createdAt: now, lastUsedAt: now } } }));
    this.deps.storage.setItem(OFFLINE_DEVICE_KEY, JSON.stringify({ key, sub }));
  }

  checkRefresh(sub: string): E.Either<AuthFailure, void> {
    const mine = this.browserDevice();
    if (!mine) return E.right(undefined);
    return this.deps.store.read().devices[mine.key]?.sub === sub ? E.right(undefined) : notFound();
  }

  clearBrowser(): void {
    this.deps.storage.removeItem(OFFLINE_DEVICE_KEY);
  }

  list(sub: string): readonly RememberedDevice[] {
    const mine = this.browserDevice()?.key;
    return Object.entries(this.deps.store.read().devices)
      .filter(([, device]) => device.sub === sub)
      .map(([key, device]) => ({ key, name: device.name, lastUsedAt: device.lastUsedAt, thisDevice: key === mine }))
      .sort((a, b) => b.lastUsedAt - a.lastUsedAt);
  }

  forget(sub: string, key: string): E.Either<AuthFailure, void> {
    if (this.deps.store.read().devices[key]?.sub !== sub) return notFound();
    this.deps.store.update((pool) => ({ ...pool, devices: without(pool.devices, key) }));
    if (this.browserDevice()?.key === key) this.clearBrowser();
    return E.right(undefined);
  }

  private browserDevice(): BrowserDevice | null {
    return readStored<BrowserDevice | null>(this.deps.storage, OFFLINE_DEVICE_KEY, BrowserDevice, null);
  }
}
