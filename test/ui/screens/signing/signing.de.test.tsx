import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SigningServices } from '../../../../src/ui/app-services';
import { renderRoute } from '../../../support/render';
import { speakEnglishAgain, speakInTests } from '../../../support/speak';
import { buildTestServices } from '../../../support/test-services';

const signing = (
  check: Awaited<ReturnType<SigningServices['check']>>,
  outcome: Awaited<ReturnType<SigningServices['sign']>> = 'completed',
): SigningServices => ({ check: async () => check, sign: async () => outcome });

describe('signing the removal authorisation in German', () => {
  beforeEach(() => speakInTests('de'));
  afterEach(() => {
    cleanup();
    speakEnglishAgain();
  });

  it('says there is nothing to sign yet, and leads back to the dashboard', async () => {
    renderRoute(buildTestServices({ signedIn: true, signing: signing({ kind: 'no-contract' }) }), '/signing');

    expect(await screen.findByRole('heading', { level: 1, name: 'Es gibt noch nichts zu unterschreiben' })).toBeInTheDocument();
    expect(
      screen.getByText('Fordern Sie zuerst in Ihrer Übersicht die Vollmacht für die Löschung an; dann können Sie sie hier unterschreiben.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');
  });

  it('offers the form again after it was closed without signing', async () => {
    renderRoute(
      buildTestServices({ signedIn: true, signing: signing({ kind: 'ready', slug: 'contract-abc' }, 'declined') }),
      '/signing?docusealSlug=contract-abc',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Nicht unterschrieben' })).toBeInTheDocument();
    expect(screen.getByText(/Sie haben das Formular ohne Unterschrift geschlossen\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Formular erneut öffnen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nicht unterschrieben' })).toBeInTheDocument();
  });
});
