// The dashboard's guidance in both modes: where the person stands at a glance, a guided fix per breach,
// Fixed kept per person across a reload and signing in again, and the state of someone in no breach.
import { byRisk, fixSteps, planFixes } from '../src/domain/breach/breach-guidance';
import type { Breach } from '../src/domain/breach/breach';
import { wordsFor } from '../src/domain/breach/guidance-words';
import { breachesFor } from '../src/stand-ins/protection/protection-backend';
import { expect, test } from './fixtures';
import { AuthPage } from './pages/auth.page';
import { DashboardPage } from './pages/dashboard.page';

const NEED_ACTION = 'Breaches that need action, riskiest first';
const FIXED = 'Breaches you have dealt with';

/** The breaches the stand-ins give these addresses, as the dashboard lists them: real ones, riskiest first. */
const expectedBreaches = (...addresses: string[]) =>
  byRisk([
    ...new Map(
      addresses
        .flatMap((a) => breachesFor(a))
        .filter((b) => !b.isRetired && !b.isSpamList && !b.isFabricated)
        .map((b) => [b.name, b]),
    ).values(),
  ]);

/** The fix effort of all the breaches that need action, a step they share counted once. */
const effort = (open: readonly Breach[], done: readonly Breach[]) => {
  const n = planFixes(
    open.map((breach) => ({ key: breach.name, breach })),
    done.map((breach) => ({ key: breach.name, breach })),
  ).minutes;
  return `About ${n} minutes for ${open.length === 2 ? 'both' : `all ${open.length}`}: a step they share counts once.`;
};

test.describe('guidance', () => {
  test('the headline leads to the riskiest breach; its guided fix walks every step; Fixed lasts through a reload and signing in again', async ({
    page,
    backend,
  }) => {
    const dashboard = new DashboardPage(page);
    const address = await backend.startSignedIn({ name: 'guide' });
    const breaches = expectedBreaches(address);
    const [riskiest] = breaches;
    if (riskiest === undefined) throw new Error('the address has no breaches');

    await expect(dashboard.glance.getByRole('heading', { level: 2 })).toHaveText(
      `${breaches.length} ${breaches.length === 1 ? 'breach needs' : 'breaches need'} your action`,
    );
    await expect.poll(() => dashboard.breachTitles(NEED_ACTION)).toEqual(breaches.map((b) => b.title));
    await expect(dashboard.breach(riskiest.title)).not.toContainText('Your address in it'); // one address: it goes without saying
    if (breaches.length > 2) await expect(dashboard.breaches.getByText(effort(breaches, []))).toBeVisible();

    await dashboard.glance.getByRole('button', { name: `Fix ${riskiest.title} now` }).click();
    const item = dashboard.breach(riskiest.title);
    const steps = fixSteps(riskiest);
    for (const [i, step] of steps.entries()) {
      await expect(item.getByText(`Part ${i + 1} of ${steps.length} · about ${step.minutes} minute`)).toBeVisible();
      await expect(item.getByRole('list', { name: 'What to do' }).getByRole('listitem')).toHaveText([...wordsFor(step.classes[0] ?? '').todo]);
      await expect(item.getByRole('heading', { level: 4 })).toHaveText(`${step.title} exposed`);
      await expect(item.getByRole('heading', { level: 4 })).toBeFocused();
      await expect(item.getByRole('link', { name: /Ask about this breach/ })).toHaveAttribute('href', /\/chatbot$/);
      if (i < steps.length - 1) await item.getByRole('button', { name: `Next: ${steps[i + 1]?.title}` }).click();
    }
    await item.getByRole('button', { name: /mark as fixed/ }).click();

    const stillToFix = breaches.slice(1).map((b) => b.title);
    const done = dashboard.breaches.getByRole('status').filter({ hasText: `${riskiest.title} is dealt with.` });
    await expect(done).toBeFocused();
    if (stillToFix[0] !== undefined) await expect(dashboard.glance.getByRole('button', { name: `Fix ${stillToFix[0]} now` })).toBeVisible();
    await expect.poll(() => dashboard.breachTitles(FIXED)).toEqual([riskiest.title]);
    await expect(dashboard.breach(riskiest.title)).toContainText('Marked fixed on');
    await expect.poll(() => dashboard.breachTitles(NEED_ACTION).catch(() => [])).toEqual(stillToFix);
    // What the fix did counts for the rest: a step it shared with them takes them no more time.
    if (breaches.length > 2) await expect(dashboard.breaches.getByText(effort(breaches.slice(1), [riskiest]))).toBeVisible();

    await page.reload();
    await expect.poll(() => dashboard.breachTitles(FIXED)).toEqual([riskiest.title]);

    const auth = new AuthPage(page);
    await auth.signOut();
    await auth.requestCode('/sign-in', address);
    await auth.enterCode((await backend.latestMail(address)).code);
    await expect(dashboard.heading).toBeVisible();
    await expect.poll(() => dashboard.breachTitles(FIXED)).toEqual([riskiest.title]);

    await dashboard.breach(riskiest.title).getByRole('button', { name: /Undo/ }).click();
    await expect(dashboard.breaches.getByRole('tab', { name: `Action needed (${breaches.length})` })).toHaveAttribute('aria-selected', 'true');
    await expect(dashboard.breach(riskiest.title).getByRole('heading', { level: 3 })).toBeFocused();
    await expect.poll(() => dashboard.breachTitles(NEED_ACTION)).toEqual(breaches.map((b) => b.title));
    await expect(dashboard.breaches.getByRole('tab', { name: 'Fixed (0)' })).toBeVisible();
  });

  test('a service without the progress extension: Fixed is kept in this browser, and the card says so', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    const address = await backend.startSignedIn({ name: 'device', faults: { getBreachProgress: { status: 404 }, setBreachFixed: { status: 404 } } });
    const [riskiest] = expectedBreaches(address);
    if (riskiest === undefined) throw new Error('the address has no breaches');

    await expect(dashboard.breaches).toContainText('What you mark as fixed is kept in this browser for now');
    await dashboard.glance.getByRole('button', { name: `Fix ${riskiest.title} now` }).click();
    const item = dashboard.breach(riskiest.title);
    // The steps load on first use: the walk starts once the first is shown, and each Next waits for the next step.
    const step = item.getByRole('heading', { level: 4 });
    await expect(step).toBeVisible();
    const next = item.getByRole('button', { name: /^Next: / });
    while (await next.isVisible()) {
      const before = (await step.textContent()) ?? '';
      await next.click();
      await expect(step).not.toHaveText(before);
    }
    await item.getByRole('button', { name: /mark as fixed/ }).click();
    await expect.poll(() => dashboard.breachTitles(FIXED)).toEqual([riskiest.title]);

    await page.reload();
    await expect.poll(() => dashboard.breachTitles(FIXED)).toEqual([riskiest.title]);
    await expect(dashboard.breaches).toContainText('kept in this browser');
  });

  test('when the breaches cannot be checked, the headline says so and its Try again reads them', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    await backend.startSignedIn({ name: 'unavailable', faults: { breachStatus: { status: 503 } } });

    await expect(dashboard.glance.getByRole('heading', { level: 2 })).toHaveText('We could not check your breaches just now');
    await backend.clearFaults();
    await dashboard.glance.getByRole('button', { name: 'Try again' }).click();
    await expect(dashboard.glance.getByRole('heading', { level: 2 })).toHaveText(/breach(es)? needs? your action/);
  });

  test('someone in no known breach reads the good news, and the headline looks to their brokers', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    await backend.startSignedIn({ name: 'clean', breaches: 'none' });

    await expect(dashboard.breaches).toContainText('Good news: none of your verified e-mail addresses appears in a known breach.');
    await expect(dashboard.glance.getByRole('heading', { level: 2 })).toHaveText('Tell us who to look for at data brokers');
    await expect(dashboard.glance.getByText('Not searched yet: brokers are searched by your name and city.')).toBeVisible();
    await dashboard.glance.getByRole('button', { name: 'Add your details' }).click();
    await dashboard.editor.fill({ 'First name': 'Ada', 'Last name': 'Lovelace', City: 'London' });
    await dashboard.editor.save();
    await expect(dashboard.glance.getByRole('heading', { level: 2 })).toHaveText('12 data brokers have your profile');
    await expect(dashboard.glance.getByRole('button', { name: 'Authorise the removal' })).toBeVisible();
  });
});
