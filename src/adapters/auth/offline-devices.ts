// Remembered devices in the offline pool, as local-backend keeps them: with tracking on, a sign-in that used no
// remembered device remembers this browser; the next one skips the authenticator step when the browser still
// holds a device the pool knows, and one the pool forgot is refused ("Device does not exist.") so the app drops
// it and answers again. The browser's device record stays through sign-out.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { RememberedDevice } from '../../domain/auth/session/remembered-device';
import { fail, type OfflinePoolStore } from './offline-pool-store';

/** localStorage: 'always' remembers every browser that signs in; anything else (the default) none. */
export const OFFLINE_DEVICE_TRACKING_KEY = 'protect.offline.deviceTracking';
/** The browser's side (sessionStorage, with the pool): the key of the device it is, and whose. */
const OFFLINE_DEVICE_KEY = 'protect.offline.device';

const BrowserDevice = t.type({ key: t.string, sub: t.string });

type OfflineDevicesDeps = {
  readonly store: OfflinePoolStore;
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly settings?: Pick<Storage, 'getItem'>;
  readonly newId: () => string;
  readonly now: () => number;
  /** What this browser calls itself (its user agent), as the library sends it with ConfirmDevice. */
  readonly name: string;
};

const NOT_FOUND = 'Device does not exist.';

export class OfflineDevices {
  constructor(private readonly deps: OfflineDevicesDeps) {}

  /** 'remembered' (and marked used) when this browser is a device the pool keeps for `sub`; 'unknown' when it holds another; 'none'. */
  prove(sub: string): 'remembered' | 'unknown' | 'none' {
    const mine = this.browserDevice();
    if (O.isNone(mine)) return 'none';
    const pool = this.deps.store.readPool();
    const device = pool.devices?.[mine.value.key];
    if (device === undefined || device.sub !== sub) return 'unknown';
    this.deps.store.writePool({ ...pool, devices: { ...pool.devices, [mine.value.key]: { ...device, lastUsedAt: this.deps.now() } } });
    return 'remembered';
  }

  /** After a sign-in that used no remembered device: this browser becomes one, when the pool tracks devices. */
  remember(sub: string): void {
    if (this.deps.settings?.getItem(OFFLINE_DEVICE_TRACKING_KEY) !== 'always') return;
    const key = `offline_${this.deps.newId()}`;
    const now = this.deps.now();
    const pool = this.deps.store.readPool();
    this.deps.store.writePool({ ...pool, devices: { ...pool.devices, [key]: { sub, name: this.deps.name, createdAt: now, lastUsedAt: now } } });
    this.deps.storage.setItem(OFFLINE_DEVICE_KEY, JSON.stringify({ key, sub }));
  }

  /** A refresh naming a device the pool no longer keeps for `sub` is refused. */
  checkRefresh(sub: string): E.Either<AuthFailure, void> {
    const mine = this.browserDevice();
    if (O.isNone(mine)) return E.right(undefined);
    const device = this.deps.store.readPool().devices?.[mine.value.key];
    return device !== undefined && device.sub === sub ? E.right(undefined) : this.notFound();
  }

  clearBrowser(): void {
    this.deps.storage.removeItem(OFFLINE_DEVICE_KEY);
  }

  list(sub: string): readonly RememberedDevice[] {
    const mine = O.toUndefined(this.browserDevice())?.key;
    return Object.entries(this.deps.store.readPool().devices ?? {})
      .filter(([, device]) => device.sub === sub)
      .map(([key, device]) => ({ key, name: device.name, lastUsedAt: device.lastUsedAt, thisDevice: key === mine }))
      .sort((a, b) => b.lastUsedAt - a.lastUsedAt);
  }

  forget(sub: string, key: string): E.Either<AuthFailure, void> {
    const pool = this.deps.store.readPool();
    const { [key]: device, ...others } = pool.devices ?? {};
    if (device === undefined || device.sub !== sub) return this.notFound();
    this.deps.store.writePool({ ...pool, devices: others });
    if (O.toUndefined(this.browserDevice())?.key === key) this.clearBrowser();
    return E.right(undefined);
  }

  private notFound(): E.Either<AuthFailure, never> {
    return fail('ResourceNotFoundException', NOT_FOUND);
  }

  private browserDevice(): O.Option<t.TypeOf<typeof BrowserDevice>> {
    const raw = this.deps.storage.getItem(OFFLINE_DEVICE_KEY);
    if (raw === null) return O.none;
    try {
      return O.fromEither(BrowserDevice.decode(JSON.parse(raw)));
    } catch {
      return O.none;
    }
  }
}
