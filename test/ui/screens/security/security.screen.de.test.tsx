// The Sign-in and security screen in German, from the catalogue files: its headings, states, buttons and notices.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { renderRoute } from '../../../support/render';
import { speakEnglishAgain, speakInTests } from '../../../support/speak';
import { buildTestServices } from '../../../support/test-services';

const CHROME_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const securityServices = () =>
  buildTestServices({
    signedIn: true,
    auth: {
      authenticator: {
        settings: async () => E.right({ enabled: [] }),
        start: async () => E.left({ kind: 'Network' }),
        confirm: async () => E.left({ kind: 'Network' }),
        turnOff: async () => E.left({ kind: 'Network' }),
      },
      passkeys: {
        available: () => true,
        list: async () => E.right([{ id: 'key-1', createdAt: Date.UTC(2026, 10, 26, 12) }]),
        add: async () => E.right(undefined),
        remove: async () => E.right(undefined),
      },
      devices: {
        list: async () => E.right([{ key: 'k-1', name: CHROME_ON_MAC, lastUsedAt: Date.UTC(2026, 10, 27, 12), thisDevice: true }]),
        forget: async () => E.right(undefined),
      },
    },
  });

describe('the security screen in German', () => {
  beforeEach(() => speakInTests('de'));
  afterEach(() => {
    cleanup();
    speakEnglishAgain();
  });

  it('speaks German in each section, and in what it says after a change', async () => {
    renderRoute(securityServices(), '/security');

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmeldung und Sicherheit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Authenticator-App' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Authenticator-App aktivieren' })).toBeInTheDocument();

    const passkeys = screen.getByTestId('passkeys');
    expect(within(passkeys).getByRole('heading', { name: 'Passkeys' })).toBeInTheDocument();
    expect(await within(passkeys).findByText('Passkey 1, hinzugefügt am 26. November 2026')).toBeInTheDocument();
    await userEvent.click(within(passkeys).getByRole('button', { name: 'Passkey 1 löschen' }));
    expect(await within(passkeys).findByText('Passkey gelöscht.')).toBeInTheDocument();

    const devices = screen.getByTestId('remembered-devices');
    expect(within(devices).getByRole('heading', { name: 'Gespeicherte Geräte' })).toBeInTheDocument();
    expect(await within(devices).findByText('(dieses Gerät)')).toBeInTheDocument();
    expect(within(devices).getByText(/^Zuletzt verwendet: /)).toBeInTheDocument();
    await userEvent.click(within(devices).getByRole('button', { name: /vergessen \(dieses Gerät\)$/ }));
    expect(within(devices).getByText('Dieses Gerät vergessen? Bei der Anmeldung hier werden wieder alle Schritte abgefragt.')).toBeInTheDocument();
    expect(within(devices).getByRole('button', { name: 'Behalten' })).toHaveFocus();

    expect(screen.getByRole('link', { name: 'Zurück zu Ihrem Schutz' })).toHaveAttribute('href', '/dashboard');
  });
});
