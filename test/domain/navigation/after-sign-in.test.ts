import { destinationAfterSignIn, isDestinationFresh } from '../../../src/domain/navigation/after-sign-in';
import { SIGN_IN_STATE_TTL_MS } from '../../../src/domain/auth/sign-in/sign-in-state';

describe('destinationAfterSignIn', () => {
  it.each([
    [{ fromSignUp: true, next: '/chatbot', remembered: '/signing' }, '/subscription-options'],
    [{ fromSignUp: false, next: '/chatbot?breach_name=Adobe', remembered: '/signing' }, '/chatbot?breach_name=Adobe'],
    [{ fromSignUp: false, next: null, remembered: '/signing?docusealSlug=a' }, '/signing?docusealSlug=a'],
    [{ fromSignUp: false, next: null, remembered: null }, '/dashboard'],
    [{ fromSignUp: false, next: 'https://evil.example', remembered: '/chatbot' }, '/dashboard'],
    [{ fromSignUp: false, next: null, remembered: '/\\evil.example' }, '/dashboard'],
    [{ fromSignUp: false, next: '/chatbot', remembered: '/chatbot?breach_name=Adobe&source=hibp' }, '/chatbot?breach_name=Adobe&source=hibp'],
    [{ fromSignUp: false, next: '/chatbot', remembered: '/signing?docusealSlug=a' }, '/chatbot'],
  ])('%j → %s', (input, expected) => {
    expect(destinationAfterSignIn(input)).toBe(expected);
  });
});

describe('isDestinationFresh', () => {
  it.each([
    [0, 0, true],
    [0, SIGN_IN_STATE_TTL_MS - 1, true],
    [0, SIGN_IN_STATE_TTL_MS, false],
    [1_000, 999, false],
  ])('saved at %d, read at %d → %s', (savedAt, now, fresh) => {
    expect(isDestinationFresh(savedAt, now)).toBe(fresh);
  });
});
