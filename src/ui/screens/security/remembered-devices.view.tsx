import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { useViewModel } from '../../components/use-view-model';
import { useServices } from '../../services-context';
import { DEVICES_LOAD_FAILED, RememberedDevicesViewModel } from './remembered-devices.view-model';

const lastUsed = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Devices that skip the authenticator step after the e-mailed code; forgetting one takes a confirm step. */
export const RememberedDevicesSection = observer(function RememberedDevicesSection() {
  const { auth } = useServices();
  const vm = useViewModel(() => new RememberedDevicesViewModel(auth.devices));
  const id = useId();
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => void vm.load(), [vm]);
  useEffect(() => {
    if (vm.confirming !== null) keepButton.current?.focus();
  }, [vm.confirming]);

  return (
    <section aria-labelledby={`${id}-title`} data-testid="remembered-devices">
      <h2 id={`${id}-title`}>Remembered devices</h2>
      <p>After you sign in on a device, it is remembered: signing in there again asks for the e-mailed code only, not your authenticator app.</p>
      {vm.status === 'loading' && <p className="auth-note">Checking your devices…</p>}
      {vm.status === 'load-failed' && <LoadFailed message={DEVICES_LOAD_FAILED} onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && vm.devices.length === 0 && <p className="auth-note">No devices are remembered.</p>}
      {vm.status === 'ready' && vm.devices.length > 0 && (
        <ul className="device-list">
          {vm.devices.map((device) => (
            <li key={device.key}>
              <span>
                <strong>{device.label}</strong>
                {device.thisDevice && <span className="device-list__this"> (this device)</span>}
                <br />
                <span className="auth-note">Last used {lastUsed.format(device.lastUsedAt)}</span>
              </span>
              {vm.confirming?.key === device.key ? (
                <span className="device-list__confirm" role="group" aria-label={`Forget ${device.label}?`}>
                  <span>Forget {device.thisDevice ? 'this device' : 'it'}? Signing in on it will ask for every step again.</span>
                  <button type="button" className="button" onClick={() => void vm.confirmForget()} disabled={vm.busy} aria-busy={vm.busy}>
                    Forget device
                  </button>
                  <button type="button" className="link-button" ref={keepButton} onClick={vm.cancel} disabled={vm.busy}>
                    Keep it
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => vm.ask(device.key)}
                  disabled={vm.busy}
                  aria-label={`Forget ${device.label}${device.thisDevice ? ' (this device)' : ''}`}
                >
                  Forget
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="field-error" role="alert">
        {vm.error}
      </p>
      <p role="status" className="auth-note">
        {vm.notice}
      </p>
    </section>
  );
});
