// The breach assistant in German, from the catalogue files: its header (a count of accounts), suggestions, composer and unknown-breach page.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { count } from '../../../../src/domain/format';
import { breachesFor } from '../../../../src/stand-ins/protection/protection-backend';
import { renderRoute } from '../../../support/render';
import { speakEnglishAgain, speakInTests } from '../../../support/speak';
import { A_SESSION, buildTestServices } from '../../../support/test-services';

const breach = breachesFor(A_SESSION.email).find((b) => !b.isRetired && !b.isSpamList && !b.isFabricated && b.pwnCount > 1);
if (!breach) throw new Error('the offline data gives every address real breaches');
const chatbotPath = (name: string) => `/chatbot?breach_name=${encodeURIComponent(name)}&source=hibp`;

describe('the breach assistant in German', () => {
  beforeEach(() => speakInTests('de'));
  afterEach(() => {
    cleanup();
    speakEnglishAgain();
  });

  it('names the breach, counts its accounts in German and offers its questions in German', async () => {
    renderRoute(buildTestServices({ signedIn: true }), chatbotPath(breach.name));

    expect(await screen.findByRole('heading', { level: 1, name: `Fragen zu ${breach.title}` })).toBeInTheDocument();
    expect(await screen.findByText(`${count(breach.pwnCount)} Konten`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Offengelegte Daten' })).toBeInTheDocument();
    expect(screen.getByText(/^Daten zu Datenlecks: /)).toHaveTextContent(/lizenziert unter CC BY 4\.0/);
    expect(screen.getByRole('link', { name: '← Zur Übersicht' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('log', { name: 'Unterhaltung' })).toBeInTheDocument();
    expect(screen.getByText('Eingabetaste sendet, Umschalt+Eingabetaste fügt eine Zeile ein.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeInTheDocument();

    const start = await screen.findByRole('region', { name: 'Beginnen Sie mit einer Frage' });
    await waitFor(() => expect(screen.getByLabelText('Ihre Frage')).toBeEnabled());
    await userEvent.click(within(start).getByRole('button', { name: 'Welche Daten wurden offengelegt?' }));

    const next = await screen.findByRole('region', { name: 'Weitere Fragen' });
    expect(
      within(next)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Bin ich gefährdet?',
      'Was sollte ich zuerst tun?',
      'Ist mein Passwort betroffen?',
      'Ich habe diese Website nie genutzt. Warum bin ich betroffen?',
    ]);
    expect(within(screen.getByRole('log')).getByText('Ihre Nachricht:', { exact: false })).toBeInTheDocument();
  });

  it('says in German that a breach is not among the person’s', async () => {
    renderRoute(buildTestServices({ signedIn: true }), chatbotPath('NoSuchBreach'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dieses Datenleck haben wir nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Unter den Datenlecks, die Ihre Adressen betreffen, gibt es keines namens „NoSuchBreach“.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');
  });
});
