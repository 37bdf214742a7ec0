// The production server's security headers, and proof that the policy is enforced (every other journey
// fails on any violation through the fixtures).
import { expect, test } from '@playwright/test';

test('every response carries the CSP and friends', async ({ request }) => {
  for (const path of ['/', '/dashboard', '/assets/does-not-exist.js']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
});

test('an injected inline script is blocked and reported', async ({ page }) => {
  await page.goto('/');
  const outcome = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; violated: string }>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve({ ran: Boolean((window as unknown as { __injected?: boolean }).__injected), violated: event.violatedDirective }),
        );
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
      }),
  );

  expect(outcome).toEqual({ ran: false, violated: 'script-src-elem' });
});
