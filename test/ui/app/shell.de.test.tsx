// The shell in German, from the catalogue files: the header, the support button, the error and pending pages, the
// configuration error (a count of settings), the offline inbox and the shared dialog buttons.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DevRecord, Feed, OutboxMessage } from '../../../src/ui/app-services';
import { ConfigErrorView } from '../../../src/ui/app/error-pages.view';
import { OfflineTools } from '../../../src/ui/app/offline-tools.view';
import { PENDING_HINT_DELAY_MS, PendingView } from '../../../src/ui/app/pending.view';
import { DialogActions } from '../../../src/ui/components/dialog-actions';
import { renderRoute, renderSpeaking } from '../../support/render';
import { speakEnglishAgain, speakInTests } from '../../support/speak';
import { buildTestServices } from '../../support/test-services';

const feedOf = <T,>(items: readonly T[]): Feed<T> => ({ list: () => items, subscribe: () => () => undefined });

describe('the shell in German', () => {
  beforeEach(() => speakInTests('de'));
  afterEach(() => {
    cleanup();
    speakEnglishAgain();
  });

  it('names the header’s links and buttons, and offers support, in German', async () => {
    renderRoute(buildTestServices({ signedIn: true, mode: 'offline', chatWidgetAvailable: false }), '/');

    expect(await screen.findByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'Protect-Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getByText('Offline-Demo')).toHaveAttribute('title', 'Offlinemodus: Alle Dienste werden simuliert, und keine Daten verlassen diesen Browser.');

    await userEvent.click(screen.getByRole('button', { name: 'Support kontaktieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Support kontaktieren' });
    expect(dialog).toHaveTextContent('Unser Support-Chat ist gerade nicht erreichbar.');
    expect(within(dialog).getByRole('link', { name: 'Protect-Hilfeseiten (öffnet in einem neuen Tab)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('says a page is not found in German', async () => {
    renderRoute(buildTestServices(), '/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Die gesuchte Seite existiert nicht oder wurde verschoben.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('counts the bad settings of a configuration error in German, rendered on its own as start-up does', () => {
    render(<ConfigErrorView problems={[{ key: 'LOG_LEVEL', reason: 'is required' }]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Protect ist nicht richtig konfiguriert' })).toBeInTheDocument();
    expect(screen.getByText('Die App kann nicht starten, weil eine Einstellung fehlt oder ungültig ist:')).toBeInTheDocument();
    cleanup();

    render(
      <ConfigErrorView
        problems={[
          { key: 'LOG_LEVEL', reason: 'is required' },
          { key: 'PROTECTION_API_URL', reason: 'is required' },
        ]}
      />,
    );
    expect(screen.getByText('Die App kann nicht starten, weil 2 Einstellungen fehlen oder ungültig sind:')).toBeInTheDocument();
  });

  it('says it is loading, then that it takes long, in German', () => {
    jest.useFakeTimers();
    try {
      renderSpeaking(<PendingView />);
      expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
      act(() => jest.advanceTimersByTime(PENDING_HINT_DELAY_MS));
      expect(screen.getByText('Das dauert länger als erwartet. Bitte versuchen Sie es später noch einmal.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the offline inbox and the developer panel in German', async () => {
    const mail: OutboxMessage = {
      id: 'm-1',
      to: 'ada@example.com',
      subject: 'Your code',
      code: '123456',
      magicLink: 'http://127.0.0.1:3000/verify-code?code=123456',
      sentAt: Date.UTC(2026, 10, 26, 9, 30),
    };
    renderSpeaking(
      <OfflineTools outbox={feedOf([mail])} devtools={feedOf<DevRecord>([])} identityId={{ current: () => undefined, subscribe: () => () => undefined }} />,
    );

    const inbox = screen.getByRole('region', { name: 'Offline-Posteingang' });
    expect(within(inbox).getByText(/^An ada@example\.com · /)).toBeInTheDocument();
    expect(within(inbox).getByText('Code:', { exact: false })).toHaveTextContent('Code: 123456');
    expect(within(inbox).getByRole('link', { name: 'Anmeldelink öffnen' })).toBeInTheDocument();
    expect(within(inbox).getByRole('button', { name: 'Ausblenden' })).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Entwicklerbereich' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Anzeigen (0)' }));
    expect(within(panel).getByText('Noch nichts gesendet.')).toBeInTheDocument();
  });

  it('gives a dialog’s buttons a German cancel by default', () => {
    renderSpeaking(<DialogActions label="Speichern" busy={false} onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});
