import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthRoute as renderAt } from '../../../support/auth-screen-harness';
import { speakEnglishAgain, speakInTests } from '../../../support/speak';

describe('confirming the address in German', () => {
  beforeEach(() => speakInTests('de'));
  afterEach(() => {
    cleanup();
    speakEnglishAgain();
  });

  it('says where the e-mail went and asks for all six digits of its code', async () => {
    renderAt({ pathname: '/confirm-sign-up', state: { username: 'ada@example.com' } });

    const input = await screen.findByLabelText('Bestätigungscode');
    expect(screen.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' })).toBeInTheDocument();
    expect(screen.getByText(/gesendet\./)).toHaveTextContent(
      'Wir haben eine E-Mail an ada@example.com gesendet. Geben Sie den 6-stelligen Code daraus ein oder öffnen Sie den enthaltenen Link: Sie werden dann hier angemeldet.',
    );
    expect(screen.getByRole('button', { name: 'Neuen Code senden' })).toBeInTheDocument();

    await userEvent.type(input, '12{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Geben Sie den 6-stelligen Code aus der E-Mail ein.');
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeInTheDocument();
  });

  it('says a link without its address is incomplete, and offers both ways in', async () => {
    renderAt('/confirm-sign-up/link');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Link ist unvollständig. Öffnen Sie die neueste E-Mail von uns und verwenden Sie den Link darin, oder registrieren Sie sich erneut.',
    );
    expect(screen.getByText('Mit diesem Link konnten wir Ihre E-Mail-Adresse nicht bestätigen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/sign-up');
  });
});
