import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { renderAuthRoute as renderAt } from '../../../support/auth-screen-harness';
import { scriptedAuth } from '../../../support/scripted-auth';
import { speakEnglishAgain, speakInTests } from '../../../support/speak';
import { buildTestServices } from '../../../support/test-services';

const CHOOSE = { signedIn: false, nextStep: { step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION', availableChallenges: ['WEB_AUTHN'] } } as const;
const passkeys = { available: () => true, list: jest.fn(), add: jest.fn(), remove: jest.fn() };

describe('sign-in and sign-up in German', () => {
  beforeEach(() => speakInTests('de'));
  afterEach(() => {
    cleanup();
    speakEnglishAgain();
  });

  it('asks for the address, offers a passkey and the other form, and explains a bad address', async () => {
    const auth = scriptedAuth({ signIn: jest.fn(async () => E.right(CHOOSE)) });
    renderAt('/sign-in', auth, buildTestServices({ auth: { ...auth, passkeys } }));

    const input = await screen.findByLabelText('E-Mail-Adresse');
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByText('Neu bei Protect?', { exact: false })).toHaveTextContent('Neu bei Protect? Konto erstellen');
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute('href', '/sign-up');

    await userEvent.type(input, 'ada{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Geben Sie eine E-Mail-Adresse wie name@example.com ein.');

    await userEvent.clear(input);
    await userEvent.type(input, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Mit Passkey anmelden' }));
    expect(await screen.findByRole('heading', { name: 'Wie möchten Sie sich anmelden?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Meinen Passkey verwenden' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Code per E-Mail senden' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  });

  it('offers to create an account, or to sign in instead', async () => {
    renderAt('/sign-up');

    expect(await screen.findByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeInTheDocument();
    expect(
      screen.getByText('Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen 6-stelligen Code – Sie müssen sich kein Passwort ausdenken oder merken.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Code senden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/sign-in');
  });
});
