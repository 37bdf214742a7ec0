// The product by keyboard alone, with focus always visible; dialogs keep
// focus inside and give it back; form errors are announced; reduced motion is honoured.
import type { Locator, Page } from '@playwright/test';
import { uniqueEmail } from './backend';
import { expect, test } from './fixtures';
import { WAIT } from './waits';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking that every stop on the way shows its
 * focus. Past the last control focus leaves the page (for the browser's own controls) and comes back
 * at the first, as in a real browser.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate(() => document.activeElement === document.body || document.activeElement === null)) continue;
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element shows its focus and draws an outline of at least 2 px. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { visible: false, outline: 0, what: 'nothing' };
    const style = getComputedStyle(element);
    return {
      // A date field's focus sits in its parts, where :focus-visible does not reach; text fields show focus on :focus.
      visible: element.matches(':focus-visible') || (element.matches('input, textarea, select') && element.matches(':focus, :focus-within')),
      outline: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
      what: element.outerHTML.slice(0, 80),
    };
  });
  expect(focus.visible, `focus shown on ${focus.what}`).toBe(true);
  expect(focus.outline, `outline on ${focus.what}`).toBeGreaterThanOrEqual(2);
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');

test('sign-up, the plans page, the dashboard and a dialog, by keyboard alone', async ({ page, backend }) => {
  test.setTimeout(WAIT.journey * 2);
  const address = uniqueEmail('keys');
  await page.goto('/sign-up');

  // Sign up: Tab to the field, type, Enter; the code step the same way.
  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type(address);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  const { code } = await backend.latestMail(address);
  await tabTo(page, page.getByLabel('Verification code'));
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();

  // On to the dashboard by its link.
  await tabTo(page, page.getByRole('link', { name: 'See your results first' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();

  // A dialog: opened by Enter, focus inside, Tab and Shift+Tab stay inside, Escape gives focus back.
  const opener = page.getByRole('region', { name: 'Your profile', exact: true }).getByRole('button', { name: 'Add an e-mail address' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add an e-mail address' });
  await expect(dialog.getByLabel('E-mail address')).toBeFocused();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `Tab ${i + 1} left the dialog: ${await focused(page)}`).toBe(true);
    await expectVisibleFocus(page);
  }
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `Shift+Tab ${i + 1} left the dialog: ${await focused(page)}`).toBe(
      true,
    );
  }

  // A wrong address: the error is announced (role alert), tied to the field, and the text stays.
  await dialog.getByLabel('E-mail address').focus();
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Enter');
  const field = dialog.getByLabel('E-mail address');
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await field.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(await dialog.getByRole('alert').innerText());
  await expect(field).toHaveValue('not-an-address');

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The profile editor: the same promises.
  const edit = page.getByRole('region', { name: 'Your profile', exact: true }).getByRole('button', { name: 'Edit profile' });
  await tabTo(page, edit, { backwards: true });
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Edit your profile' });
  await expect(editor.getByLabel('First name')).toBeFocused();
  await tabTo(page, editor.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Tab');
  await expect(editor.getByLabel('First name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(edit).toBeFocused();
});

test('sign-in errors are announced and keep what was typed', async ({ page }) => {
  await page.goto('/sign-in');
  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type('ada@');
  await page.keyboard.press('Enter');

  const field = page.getByLabel('E-mail address');
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('ada@');
  await expect(field).toBeFocused();
});

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing animates or scrolls smoothly', async ({ page }) => {
    await page.goto('/sign-in');
    const styles = await page.evaluate(() => {
      const probe = (className: string) => {
        const element = document.createElement('span');
        element.className = className;
        document.body.append(element);
        const style = getComputedStyle(element);
        const result = { animation: style.animationName, transition: style.transitionDuration };
        element.remove();
        return result;
      };
      return { pending: probe('pending__logo'), scroll: getComputedStyle(document.documentElement).scrollBehavior };
    });

    expect(styles.pending.animation).toBe('none');
    expect(styles.scroll).toBe('auto');
  });
});

test('without reduced motion, the pending logo does pulse (so the check above can fail)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/sign-in');
  const animation = await page.evaluate(() => {
    const element = document.createElement('span');
    element.className = 'pending__logo';
    document.body.append(element);
    return getComputedStyle(element).animationName;
  });
  expect(animation).toBe('pulse');
});

test('the guided fix by keyboard alone: from the headline through every step to Fixed, and back', async ({ page, backend }) => {
  await backend.startSignedIn({ name: 'keys-fix' });
  const start = page.getByRole('button', { name: /^Fix .* now$/ }).first();
  await expect(start).toBeVisible();
  const title = ((await start.textContent()) ?? '').replace(/^Fix (.*) now$/, '$1');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

  await tabTo(page, start);
  await page.keyboard.press('Enter');
  const step = item.getByRole('heading', { level: 4 });
  await expect(step).toBeFocused();
  const next = item.getByRole('button', { name: /^Next: / });
  while (await next.isVisible()) {
    const before = await step.textContent();
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(step).not.toHaveText(before ?? '');
    await expect(step).toBeFocused();
  }
  await tabTo(page, item.getByRole('button', { name: /mark as fixed/ }));
  await page.keyboard.press('Enter');

  // Focus moves to the news that it is done; the tabs take arrow keys.
  await expect(page.getByRole('status').filter({ hasText: `${title} is dealt with.` })).toBeFocused();
  await tabTo(page, page.getByRole('tab', { name: /^Action needed/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Fixed (1)' })).toBeFocused();
  const fixedItem = page.getByRole('list', { name: 'Breaches you have dealt with' }).getByRole('listitem').filter({ hasText: title });
  await tabTo(page, fixedItem.getByRole('button', { name: /Undo/ }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('list', { name: 'Breaches that need action, riskiest first' }).getByRole('heading', { level: 3, name: title, exact: true }),
  ).toBeFocused();
});
