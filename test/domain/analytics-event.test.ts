import {
  MODAL_EVENTS,
  PAGE_NAMES,
  analyticsEventName,
  analyticsEventProperties,
  breachSourceCategory,
  type AnalyticsEvent,
} from '../../src/domain/analytics-event';

describe('analytics catalogue', () => {
  it('has the catalogue page names', () => {
    expect(PAGE_NAMES).toEqual([
      'Protect home',
      'login',
      'login verify',
      'login success',
      'sign up',
      'sign up verify',
      'sign up success',
      'subscribe',
      'subscribe success',
      'dashboard',
    ]);
  });

  it('has the e-mail modal steps', () => {
    expect(MODAL_EVENTS).toEqual([
      'add email: enter',
      'add email: verify',
      'add email: resend code',
      'add email: success',
      'remove email',
      'set primary email',
    ]);
  });

  it.each<[AnalyticsEvent, string]>([
    [{ type: 'page', name: 'dashboard' }, 'page view: dashboard'],
    [{ type: 'modal', name: 'remove email' }, 'modal: remove email'],
    [{ type: 'chatbot', name: 'message', breachSource: 'hibp' }, 'chatbot message'],
    [{ type: 'guided fix', name: 'step', dataClass: 'Passwords' }, 'guided fix: step'],
    [{ type: 'deep link open', payload: { branchEvent: {}, branchLinkQueryParams: '/', linkAddedQueryParams: {}, finalDeepLink: '/' } }, 'deep link open'],
  ])('names %j %j', (event, name) => {
    expect(analyticsEventName(event)).toBe(name);
  });

  const payload = {
    branchEvent: { '+clicked_branch_link': true },
    branchLinkQueryParams: '/chatbot',
    linkAddedQueryParams: { source: 'hibp' },
    finalDeepLink: '/chatbot?source=hibp',
  };

  it.each<[AnalyticsEvent, Record<string, unknown>]>([
    [{ type: 'page', name: 'dashboard' }, {}],
    [{ type: 'modal', name: 'add email: verify' }, {}],
    [{ type: 'chatbot', name: 'view', breachSource: 'other' }, { breachSource: 'other' }],
    [{ type: 'guided fix', name: 'fixed', dataClass: 'Passwords' }, { dataClass: 'Passwords' }],
    [{ type: 'deep link open', payload }, payload],
  ])('gives %j only its catalogue properties', (event, properties) => {
    expect(analyticsEventProperties(event)).toEqual(properties);
  });

  it.each([
    ['hibp', 'hibp'],
    ['dehashed', 'other'],
    ['Adobe', 'other'],
  ])('puts the breach source %j in the category %j, never a value of its own', (source, category) => {
    expect(breachSourceCategory(source)).toBe(category);
  });
});
