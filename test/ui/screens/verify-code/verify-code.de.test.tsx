import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthRoute as renderAt } from '../../../support/auth-screen-harness';
import { speakEnglishAgain, speakInTests } from '../../../support/speak';

describe('the code step in German', () => {
  beforeEach(() => speakInTests('de'));
  afterEach(() => {
    cleanup();
    speakEnglishAgain();
  });

  it('says where the code went and for how many minutes it works, asks for all six digits, and sends a new one', async () => {
    renderAt({ pathname: '/verify-code', state: { username: 'ada@example.com' } });

    const input = await screen.findByLabelText('Bestätigungscode');
    expect(screen.getByRole('heading', { level: 1, name: 'Prüfen Sie Ihr E-Mail-Postfach' })).toBeInTheDocument();
    expect(screen.getByText(/Er läuft in 3 Minuten ab\./)).toHaveTextContent(
      'Wir haben einen 6-stelligen Code an ada@example.com gesendet. Er läuft in 3 Minuten ab.',
    );
    expect(screen.getByRole('link', { name: 'Zurück' })).toBeInTheDocument();

    await userEvent.type(input, '123{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Geben Sie den 6-stelligen Code aus der E-Mail ein.');

    await userEvent.click(screen.getByRole('button', { name: 'Neuen Code senden' }));
    expect(await screen.findByRole('button', { name: /^Neuen Code in \d+ s senden$/ })).toBeDisabled();
    expect(screen.getByText('Ein neuer Code ist unterwegs.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
  });
});
