import * as E from 'fp-ts/Either';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RememberedDeviceUseCases } from '../../../application/auth/account-security';
import { deviceLabel, type RememberedDevice } from '../../../domain/auth/session/remembered-device';
import { authMessage } from '../shared/auth-copy';

export const DEVICES_LOAD_FAILED = 'We could not load your remembered devices. Try again.';

type Status = 'loading' | 'load-failed' | 'ready';

type ListedDevice = RememberedDevice & { readonly label: string };

/** Remembered devices on the Sign-in and security screen: forgetting one takes a confirm step. */
export class RememberedDevicesViewModel {
  status: Status = 'loading';
  devices: readonly ListedDevice[] = [];
  /** The device whose "Forget" was pressed, waiting for the confirm step. */
  confirming: ListedDevice | null = null;
  busy = false;
  error: string | null = null;
  /** Said once a device is forgotten (a status region reads it out). */
  notice = '';

  constructor(private readonly cases: RememberedDeviceUseCases) {
    makeAutoObservable<this, 'cases'>(this, { cases: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const listed = await this.cases.list();
    runInAction(() => {
      if (E.isLeft(listed)) {
        this.status = 'load-failed';
        return;
      }
      this.devices = listed.right.map((device) => ({ ...device, label: deviceLabel(device.name) }));
      this.status = 'ready';
    });
  }

  ask(deviceKey: string): void {
    this.confirming = this.devices.find((device) => device.key === deviceKey) ?? null;
    this.error = null;
    this.notice = '';
  }

  cancel(): void {
    this.confirming = null;
    this.error = null;
  }

  async confirmForget(): Promise<void> {
    const device = this.confirming;
    if (this.busy || device === null) return;
    this.busy = true;
    this.error = null;
    const forgotten = await this.cases.forget(device.key);
    if (E.isLeft(forgotten)) {
      runInAction(() => {
        this.busy = false;
        this.error = authMessage(forgotten.left);
      });
      return;
    }
    await this.load();
    runInAction(() => {
      this.busy = false;
      this.confirming = null;
      this.notice = `${device.label} forgotten. Signing in on it will ask for every step again.`;
    });
  }
}
