import fc from 'fast-check';
import { MAX_REDIRECT_LENGTH, safeRedirectTarget } from '../../../src/domain/navigation/safe-redirect';
import { ROUTES } from '../../../src/domain/navigation/routes';

const ALLOWED = new Set<string>(Object.values(ROUTES));
const pathOf = (target: string) => target.split(/[?#]/)[0]!;

/** The invariant every answer keeps, whatever the input. */
const isSafe = (target: string) =>
  target.startsWith('/') &&
  !target.startsWith('//') &&
  !target.includes('\\') &&
  // eslint-disable-next-line no-control-regex
  !/[\u0000-\u0020\u007f]/.test(target) &&
  ALLOWED.has(pathOf(target));

describe('safeRedirectTarget', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/chatbot?breach_name=Adobe&source=hibp', '/chatbot?breach_name=Adobe&source=hibp'],
    ['/dashboard?editProfile=true#profile', '/dashboard?editProfile=true#profile'],
    ['/subscription-options', '/subscription-options'],
    ['/dashboard/', '/dashboard'],
    ['/./dashboard', '/dashboard'],
    ['/x/../chatbot', '/chatbot'],
    ['/%64ashboard', '/dashboard'],
    ['/dashboard/.', '/dashboard'],
    ['/dashboard/x/..', '/dashboard'],
    ['/', '/'],
  ])('follows our own route %j', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['protocol-relative', '//evil.example/dashboard'],
    ['backslash host', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['https scheme', 'https://evil.example/dashboard'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['tab trick', '/\t/evil.example'],
    ['newline trick', '/\n/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0a/evil.example'],
    ['encoded slash', '/%2fevil.example'],
    ['encoded backslash', '/%5cevil.example'],
    ['dot segments to a host', '/..//evil.example'],
    ['unknown route', '/admin'],
    ['route prefix', '/dashboardx'],
    ['dev-only route', '/design-system'],
    ['bad percent-encoding', '/%E0%A4%A'],
    ['relative path', 'dashboard'],
    ['over-long', `/dashboard?${'a'.repeat(MAX_REDIRECT_LENGTH)}`],
    ['unicode space', '/\u3000/evil.example'],
  ])('falls back to /dashboard for %s', (_name, raw) => {
    expect(safeRedirectTarget(raw)).toBe('/dashboard');
  });

  it('uses the given fallback, e.g. /sign-in for the verify-code `from`', () => {
    expect(safeRedirectTarget('//evil.example', '/sign-in')).toBe('/sign-in');
  });

  it('never answers with anything but one of our routes, for any string (10 000 cases)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (raw) => isSafe(safeRedirectTarget(raw))),
      { numRuns: 10_000 },
    );
  });

  it('resists inputs built from attack pieces (10 000 cases)', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '..',
      '.',
      '%2f',
      '%2F',
      '%5c',
      '%09',
      '%0a',
      '%00',
      '\t',
      '\n',
      '\r',
      ' ',
      'https:',
      'javascript:',
      'data:',
      'evil.example',
      '@',
      '?',
      '#',
      'dashboard',
      'chatbot',
      'sign-in',
      '%64',
      '%',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
        (raw) => isSafe(safeRedirectTarget(raw)),
      ),
      { numRuns: 10_000 },
    );
  });

  it('keeps a valid route with any plain query unchanged', () => {
    const query = fc.stringMatching(/^[A-Za-z0-9_=&-]{0,40}$/);
    fc.assert(
      fc.property(fc.constantFrom(...ALLOWED), query, (route, q) => safeRedirectTarget(`${route}?${q}`) === `${route}?${q}`),
      { numRuns: 2_000 },
    );
  });
});
