import { scrubBreadcrumb } from '../../../src/adapters/error-reporter/sentry-scrub';

describe('scrubBreadcrumb', () => {
  it('keeps tags and classes of a clicked element, never its id or attributes (they can name a breach)', () => {
    expect(
      scrubBreadcrumb({ category: 'ui.click', message: 'li#breach-hibp--Adobe.breach > div.breach__actions > a.button[title="Ask about Adobe"]' }).message,
    ).toBe('li.breach > div.breach__actions > a.button');
  });

  it('takes query and fragment off the URLs of navigations and requests', () => {
    expect(scrubBreadcrumb({ category: 'navigation', data: { from: '/dashboard#section', to: '/chatbot?breach_name=Adobe' } }).data).toEqual({
      from: '/dashboard',
      to: '/chatbot',
    });
    expect(scrubBreadcrumb({ category: 'fetch', data: { method: 'GET', url: 'https://api.example/x?q=1#f', status_code: 200 } }).data).toEqual({
      method: 'GET',
      url: 'https://api.example/x',
      status_code: 200,
    });
  });

  it('keeps only the level of a console breadcrumb', () => {
    expect(scrubBreadcrumb({ category: 'console', level: 'warning', message: 'for ada@example.com', data: { arguments: ['x'] } })).toEqual({
      category: 'console',
      level: 'warning',
      message: 'console.warning',
      data: undefined,
    });
  });
});
