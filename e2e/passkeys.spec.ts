// Passkeys in local mode (playwright.config.ts), with Chromium's virtual authenticator (a platform authenticator with user
// verification, driven over the DevTools protocol). WebAuthn refuses an IP address as the relying party,
// so these journeys load the app on `localhost`, except the one about a relying party that does not match.
import { type CDPSession, type Page } from '@playwright/test';
import type { Backend } from './backend';
import { expect, expectNoViolations, test } from './fixtures';
import { AuthPage } from './pages/auth.page';

const onHost =
  (host: string) =>
  async ({ baseURL }: { baseURL: string | undefined }, use: (url: string) => Promise<void>) => {
    const url = new URL(baseURL ?? '');
    url.hostname = host;
    await use(url.origin);
  };

const atLocalhost = test.extend({ baseURL: onHost('localhost') });
const atIpAddress = test.extend({ baseURL: onHost('127.0.0.1') });

type Authenticator = { readonly cdp: CDPSession; readonly id: string };

/** A passkey-capable device: an internal authenticator that keeps passkeys and checks the person (fingerprint, face, screen lock). */
async function addAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

async function addPasskey(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add a passkey' }).click();
}

async function signOut(page: Page): Promise<void> {
  await new AuthPage(page).signOut();
}

/** On the sign-in page: the passkey sign-in up to the first-factor choice. */
async function chooseHowToSignIn(page: Page, address: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail address').fill(address);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'How do you want to sign in?' })).toBeFocused();
}

atLocalhost('a person adds a passkey, is told a second one on the same device already exists, signs out and signs in with it', async ({ page, backend }) => {
  await addAuthenticator(page);
  const address = await backend.startSignedIn({ name: 'passkey', path: '/security' });
  const passkeys = page.getByTestId('passkeys');
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();

  await addPasskey(page);
  await expect(passkeys.getByRole('status')).toHaveText('Passkey added. You can now sign in with it.');
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);

  await addPasskey(page);
  await expect(passkeys.getByRole('alert')).toHaveText('A passkey for this account already exists on this device.');
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);

  await signOut(page);
  await chooseHowToSignIn(page, address);
  await expect(page.getByRole('button', { name: 'E-mail me a code' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Use my passkey' }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText(`Signed in as ${address}`)).toBeVisible();
});

atLocalhost('a passkey check that fails says the request was cancelled, keeps the e-mail, and the e-mailed code still signs in', async ({ page, backend }) => {
  const authenticator = await addAuthenticator(page);
  const address = await backend.startSignedIn({ name: 'passkey-cancel', path: '/security' });
  await addPasskey(page);
  await expect(page.getByTestId('passkeys').getByRole('listitem')).toHaveCount(1);
  await signOut(page);

  // The device's fingerprint, face or screen-lock check fails (or the person dismisses it).
  await authenticator.cdp.send('WebAuthn.setUserVerified', { authenticatorId: authenticator.id, isUserVerified: false });
  await chooseHowToSignIn(page, address);
  await page.getByRole('button', { name: 'Use my passkey' }).click();

  await expect(page.getByRole('alert')).toHaveText('The passkey request was cancelled.');
  await expect(page.getByText('You can sign in with a code sent to your e-mail instead.')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(address);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await page.getByLabel('Verification code').fill((await backend.latestMail(address)).code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Signed in as ${address}`)).toBeVisible();
});

atIpAddress('a passkey for a site that does not match the relying party is refused with its own message', async ({ page, backend }) => {
  await addAuthenticator(page);
  await backend.startSignedIn({ name: 'passkey-rp', path: '/security' });

  await addPasskey(page);

  await expect(page.getByTestId('passkeys').getByRole('alert')).toHaveText('This passkey belongs to a different website and cannot be used here.');
  await expect(page.getByTestId('passkeys').getByText('You have no passkeys yet.')).toBeVisible();
});

/** The passkey sign-in of a person who added one, signed out again, on the first-factor choice. */
async function passkeyPerson(page: Page, backend: Backend, name: string): Promise<string> {
  const address = await backend.startSignedIn({ name, path: '/security' });
  await addPasskey(page);
  await expect(page.getByTestId('passkeys').getByRole('listitem')).toHaveCount(1);
  await signOut(page);
  return address;
}

async function signInWithCode(page: Page, backend: Backend, address: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await page.getByLabel('Verification code').fill((await backend.latestMail(address)).code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Signed in as ${address}`)).toBeVisible();
}

atLocalhost(
  'a person who leaves a passkey request while the browser asks is shown nothing, keeps the e-mail, and the e-mailed code still signs in',
  async ({ page, backend }) => {
    const authenticator = await addAuthenticator(page);
    const address = await passkeyPerson(page, backend, 'passkey-abort');
    // The device waits for a touch that never comes, so the browser keeps asking until the page stops it.
    await authenticator.cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId: authenticator.id, enabled: false });
    await chooseHowToSignIn(page, address);
    await page.getByRole('button', { name: 'Use my passkey' }).click();
    await expect(page.getByRole('button', { name: 'Waiting for your passkey…' })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeFocused();
    await expect(page.getByRole('alert')).toBeEmpty();
    await expect(page.getByLabel('E-mail address')).toHaveValue(address);

    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('button', { name: 'Use my passkey' }).click();
    await expect(page.getByRole('button', { name: 'Waiting for your passkey…' })).toBeVisible();
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await signInWithCode(page, backend, address);
  },
);

// A device without the passkey (removed from its settings) cannot be told apart here: Chromium refuses with the
// same NotAllowedError, same wording, as a dismissed or failed check, so that is the cancelled case above.
atLocalhost(
  'a browser that gives back no passkey says the passkey could not be read, keeps the e-mail, and the e-mailed code still signs in',
  async ({ page, backend }) => {
    await addAuthenticator(page);
    const address = await passkeyPerson(page, backend, 'passkey-none');
    // The browser answers the request with no credential at all (the Credential Management API's null).
    await page.addInitScript(() => {
      navigator.credentials.get = () => Promise.resolve(null);
    });
    await chooseHowToSignIn(page, address);
    await page.getByRole('button', { name: 'Use my passkey' }).click();

    await expect(page.getByRole('alert')).toHaveText('The passkey could not be read. Please try again.');
    await expect(page.getByText('You can sign in with a code sent to your e-mail instead.')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue(address);
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await signInWithCode(page, backend, address);
  },
);

atLocalhost(
  'sign-in options the service breaks are refused with their own message before the browser asks, and the e-mailed code still signs in',
  async ({ page, backend }) => {
    const authenticator = await addAuthenticator(page);
    const address = await passkeyPerson(page, backend, 'passkey-options');
    const signCount = async () => (await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.id })).credentials[0]?.signCount;
    const before = await signCount();
    await backend.setFaults({ passkeyOptions: { body: 'wrong-types' } }, address);
    await chooseHowToSignIn(page, address);
    await page.getByRole('button', { name: 'Use my passkey' }).click();

    await expect(page.getByRole('alert')).toHaveText('The passkey could not be used because the sign-in options were invalid.');
    await expect(page.getByLabel('E-mail address')).toHaveValue(address);
    expect(await signCount()).toBe(before);
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await signInWithCode(page, backend, address);
  },
);

atLocalhost(
  'creation options the service breaks are refused with their own message before the browser asks, and adding one works again after',
  async ({ page, backend }) => {
    const authenticator = await addAuthenticator(page);
    const address = await backend.startSignedIn({ name: 'passkey-reg-options', path: '/security' });
    const passkeys = page.getByTestId('passkeys');
    await backend.setFaults({ passkeyRegistrationOptions: { body: 'wrong-types' } }, address);

    await addPasskey(page);

    await expect(passkeys.getByRole('alert')).toHaveText('The passkey could not be created because the registration options were invalid.');
    expect((await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.id })).credentials).toHaveLength(0);
    await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
    await expectNoViolations(page);
    await backend.setFaults({}, address);
    await addPasskey(page);
    await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  },
);

atLocalhost('a browser that makes no passkey when asked gets its own message, and nothing is added', async ({ page, backend }) => {
  await addAuthenticator(page);
  // The browser answers the request with nothing, as a browser extension or a broken platform can.
  await page.addInitScript(() => {
    const credentials = navigator.credentials;
    credentials.create = async () => null;
  });
  await backend.startSignedIn({ name: 'passkey-reg-failed', path: '/security' });
  const passkeys = page.getByTestId('passkeys');

  await addPasskey(page);

  await expect(passkeys.getByRole('alert')).toHaveText('The passkey could not be created. Please try again.');
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await expectNoViolations(page);
});

test('a browser without passkeys is offered none: the sign-in page offers the e-mailed code only, and the security page shows the rest', async ({
  page,
  backend,
}) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  });
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Send me a code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);

  await backend.startSignedIn({ name: 'passkey-none', path: '/security' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('passkeys')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Authenticator app' })).toBeVisible();
});
