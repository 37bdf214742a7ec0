import { navigateToUrl, vetUrl } from '../../../src/adapters/browser/navigate-to-url';

const ORIGIN = 'https://app.protect.example';
const ALLOWED = ['https://billing.protect.example'];

const fakeWindow = () => {
  const assigned: string[] = [];
  const opened: [string, string, string][] = [];
  return {
    assigned,
    opened,
    win: {
      location: { origin: ORIGIN, assign: (url: string) => void assigned.push(url) },
      open: (url: string, target: string, features: string) => {
        opened.push([url, target, features]);
        return null;
      },
    } as unknown as Parameters<typeof navigateToUrl>[2],
  };
};

describe('vetUrl', () => {
  it.each([
    ['/dashboard?x=1', `${ORIGIN}/dashboard?x=1`],
    [`${ORIGIN}/chatbot`, `${ORIGIN}/chatbot`],
    ['https://billing.protect.example/monthly', 'https://billing.protect.example/monthly'],
  ])('accepts %j', (target, expected) => {
    expect(vetUrl(target, ORIGIN, ALLOWED)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,hi',
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    'http://billing.protect.example/',
    'https://user:pw@billing.protect.example/',
    'https://billing.protect.example.evil.example/',
    '',
    `/${'a'.repeat(2100)}`,
    'http://[::1',
  ])('refuses %j', (target) => {
    expect(vetUrl(target, ORIGIN, ALLOWED)).toBeNull();
  });
});

describe('navigateToUrl', () => {
  it('assigns a vetted URL in the same tab', () => {
    const { win, assigned } = fakeWindow();

    expect(navigateToUrl('/dashboard', { allowedOrigins: ALLOWED }, win)).toBe(`${ORIGIN}/dashboard`);
    expect(assigned).toEqual([`${ORIGIN}/dashboard`]);
  });

  it('opens a new tab without an opener or referrer', () => {
    const { win, opened } = fakeWindow();

    navigateToUrl('https://billing.protect.example/annual', { allowedOrigins: ALLOWED, newTab: true }, win);

    expect(opened).toEqual([['https://billing.protect.example/annual', '_blank', 'noopener,noreferrer']]);
  });

  it('does nothing for a refused target', () => {
    const { win, assigned, opened } = fakeWindow();

    expect(navigateToUrl('https://evil.example/', { allowedOrigins: ALLOWED }, win)).toBeNull();
    expect([...assigned, ...opened]).toEqual([]);
  });
});
