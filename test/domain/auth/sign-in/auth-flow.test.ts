import * as E from 'fp-ts/Either';
import { AUTH_FLOW_TYPES, DEFAULT_AUTH_FLOW, type SignInInput, validateSignInInput } from '../../../../src/domain/auth/sign-in/auth-flow';
import { normalizeUsername } from '../../../../src/domain/auth/sign-in/username';

describe('auth flows', () => {
  it('supports the five flows', () => {
    expect(AUTH_FLOW_TYPES).toEqual(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'CUSTOM_WITHOUT_SRP', 'CUSTOM_WITH_SRP', 'USER_AUTH']);
  });

  it('defaults to the passwordless custom flow', () => {
    expect(DEFAULT_AUTH_FLOW).toBe('CUSTOM_WITHOUT_SRP');
  });
});

describe('validateSignInInput', () => {
  it.each<[string, SignInInput, string]>([
    ['an empty username', { username: '' }, 'EmptySignInUsername'],
    ['a blank username', { username: '   ', authFlowType: 'USER_SRP_AUTH', password: 'pw' }, 'EmptySignInUsername'],
    ['SRP without a password', { username: 'ada@example.com', authFlowType: 'USER_SRP_AUTH' }, 'EmptySignInPassword'],
    ['the password flow with an empty password', { username: 'ada@example.com', authFlowType: 'USER_PASSWORD_AUTH', password: '' }, 'EmptySignInPassword'],
    ['custom-with-SRP without a password', { username: 'ada@example.com', authFlowType: 'CUSTOM_WITH_SRP' }, 'EmptySignInPassword'],
    ['custom-without-SRP with a password', { username: 'ada@example.com', authFlowType: 'CUSTOM_WITHOUT_SRP', password: 'pw' }, 'CustomAuthSignInPassword'],
    ['the default flow with a password', { username: 'ada@example.com', password: 'pw' }, 'CustomAuthSignInPassword'],
    [
      'user auth preferring PASSWORD without one',
      { username: 'ada@example.com', authFlowType: 'USER_AUTH', preferredChallenge: 'PASSWORD' },
      'EmptySignInPassword',
    ],
    [
      'user auth preferring PASSWORD_SRP without one',
      { username: 'ada@example.com', authFlowType: 'USER_AUTH', preferredChallenge: 'PASSWORD_SRP' },
      'EmptySignInPassword',
    ],
  ])('refuses %s', (_, input, problem) => {
    expect(validateSignInInput(input)).toEqual(E.left({ kind: 'Validation', problem }));
  });

  it.each<[string, SignInInput, unknown]>([
    ['the passwordless default flow', { username: ' Ada@Example.COM ' }, { authFlowType: 'CUSTOM_WITHOUT_SRP', username: 'ada@example.com' }],
    [
      'custom-without-SRP with an empty password',
      { username: 'ada@example.com', password: '', authFlowType: 'CUSTOM_WITHOUT_SRP' },
      { authFlowType: 'CUSTOM_WITHOUT_SRP', username: 'ada@example.com' },
    ],
    [
      'SRP with a password',
      { username: 'ada@example.com', password: 'pw', authFlowType: 'USER_SRP_AUTH' },
      { authFlowType: 'USER_SRP_AUTH', username: 'ada@example.com', password: 'pw' },
    ],
    [
      'the password flow',
      { username: 'ada@example.com', password: 'pw', authFlowType: 'USER_PASSWORD_AUTH' },
      { authFlowType: 'USER_PASSWORD_AUTH', username: 'ada@example.com', password: 'pw' },
    ],
    [
      'custom-with-SRP',
      { username: 'ada@example.com', password: 'pw', authFlowType: 'CUSTOM_WITH_SRP' },
      { authFlowType: 'CUSTOM_WITH_SRP', username: 'ada@example.com', password: 'pw' },
    ],
    [
      'user auth preferring e-mail OTP',
      { username: 'ada@example.com', authFlowType: 'USER_AUTH', preferredChallenge: 'EMAIL_OTP' },
      { authFlowType: 'USER_AUTH', username: 'ada@example.com', preferredChallenge: 'EMAIL_OTP', password: undefined },
    ],
    [
      'user auth preferring PASSWORD with one',
      { username: 'ada@example.com', authFlowType: 'USER_AUTH', preferredChallenge: 'PASSWORD', password: 'pw' },
      { authFlowType: 'USER_AUTH', username: 'ada@example.com', preferredChallenge: 'PASSWORD', password: 'pw' },
    ],
    [
      'user auth with no preference',
      { username: 'ada@example.com', authFlowType: 'USER_AUTH' },
      { authFlowType: 'USER_AUTH', username: 'ada@example.com', preferredChallenge: undefined, password: undefined },
    ],
  ])('accepts %s', (_, input, request) => {
    expect(validateSignInInput(input)).toEqual(E.right(request));
  });
});

describe("validateSignInInput, client metadata (for the pool's triggers)", () => {
  const metadata = { source: 'web', campaign: 'spring' };

  it.each<SignInInput>([
    { username: 'ada@example.com', clientMetadata: metadata },
    { username: 'ada@example.com', authFlowType: 'USER_SRP_AUTH', password: 'pw', clientMetadata: metadata },
    { username: 'ada@example.com', authFlowType: 'USER_AUTH', clientMetadata: metadata },
  ])('carries it with the request (%j)', (input) => {
    expect(validateSignInInput(input)).toEqual(E.right(expect.objectContaining({ clientMetadata: metadata })));
  });

  it('leaves an empty one out, so nothing is sent', () => {
    expect(validateSignInInput({ username: 'ada@example.com', clientMetadata: {} })).toEqual(
      E.right({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: 'ada@example.com' }),
    );
  });
});

describe('normalizeUsername', () => {
  it.each([
    [' Ada@Example.COM\t', 'ada@example.com'],
    ['ada@example.com', 'ada@example.com'],
    ['   ', ''],
  ])('turns %j into %j', (raw, expected) => {
    expect(normalizeUsername(raw)).toBe(expected);
  });
});
