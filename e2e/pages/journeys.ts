// Steps the journeys share: signing up into the dashboard in either mode, reading local-backend's
// outbox, and the axe check every screen must pass.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { e2ePorts } from '../ports';
import { AuthPage } from './auth.page';

/** local-backend of the local project. */
export const BACKEND = `http://127.0.0.1:${e2ePorts().backend}`;

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** axe with WCAG 2.1 AA and best practices: every screen must have zero violations. */
export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The newest message local-backend's outbox holds for `to`, once there is one. */
export async function latestLocalMessage(page: Page, to: string): Promise<{ id: string; code: string; magicLink: string }> {
  const url = `${BACKEND}/outbox/latest?to=${encodeURIComponent(to)}`;
  await expect.poll(async () => (await page.request.get(url)).status()).toBe(200);
  return (await (await page.request.get(url)).json()) as { id: string; code: string; magicLink: string };
}

/** Offline: signs up with the code from the offline inbox, then opens the dashboard. */
export async function signUpOffline(page: Page, name = 'person'): Promise<string> {
  const auth = new AuthPage(page);
  const address = uniqueEmail(name);
  await auth.requestCode('/sign-up', address);
  await auth.enterCode(await auth.latestCode());
  await expect(page).toHaveURL('/subscription-options');
  await page.goto('/dashboard');
  return address;
}

/** Local mode: signs up with the code from local-backend's outbox, then opens the dashboard (unless told not to). */
export async function signUpLocal(page: Page, name = 'person', { openDashboard = true } = {}): Promise<string> {
  const address = uniqueEmail(name);
  await page.goto('/sign-up');
  await page.getByLabel('E-mail address').fill(address);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await page.getByLabel('Verification code').fill((await latestLocalMessage(page, address)).code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/subscription-options');
  if (openDashboard) await page.goto('/dashboard');
  return address;
}
