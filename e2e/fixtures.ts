// Offline-mode knobs for journeys (README "Offline mode knobs"): faults and a signed-in session,
// set before the app's first script runs.
import { expect, test as base, type Page } from '@playwright/test';

const OFFLINE_SESSION = {
  userId: 'u-e2e-1',
  username: 'ada@example.com',
  email: 'ada@example.com',
  region: 'US',
  userAlias: '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10',
  idToken: 'offline-id',
  accessToken: 'offline-access',
  expiresAt: Date.UTC(2099, 0, 1),
};

export async function seedSignedIn(page: Page): Promise<void> {
  await page.addInitScript((session) => {
    window.sessionStorage.setItem('protect.offline.session', JSON.stringify(session));
  }, OFFLINE_SESSION);
}

export async function seedFaults(page: Page, faults: Record<string, unknown>): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('protect.offline.faults', value);
  }, JSON.stringify(faults));
}

/** Fails the test on any uncaught page error, and on any Content-Security-Policy violation. */
export const test = base.extend<{ pageErrors: Error[]; cspViolations: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (line: string) => void violations.push(line));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
