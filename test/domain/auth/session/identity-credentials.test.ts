import {
  CREDENTIALS_CACHE_MS,
  type CachedCredentials,
  isUsable,
  userPoolLogins,
  userPoolProviderName,
} from '../../../../src/domain/auth/session/identity-credentials';

const cached = (overrides: Partial<CachedCredentials> = {}): CachedCredentials => ({
  kind: 'primary',
  identityId: 'us-east-1:abc',
  owner: 'user-1',
  fetchedAt: 1_000,
  credentials: { accessKeyId: 'AKIA', secretKey: 's', sessionToken: 't', expiration: 1_000 + 3_600_000 },
  ...overrides,
});

describe('identity credentials', () => {
  it('names the user pool as its login provider, with the region taken from the pool id', () => {
    expect(userPoolProviderName('eu-west-2_AbC123')).toBe('cognito-idp.eu-west-2.amazonaws.com/eu-west-2_AbC123');
    expect(userPoolLogins('us-east-1_Pool', 'id.token')).toEqual({ 'cognito-idp.us-east-1.amazonaws.com/us-east-1_Pool': 'id.token' });
  });

  it('keeps credentials for 3000 seconds at most', () => {
    expect(CREDENTIALS_CACHE_MS).toBe(3_000_000);
    expect(isUsable(cached(), 'user-1', 1_000 + CREDENTIALS_CACHE_MS - 1)).toBe(true);
    expect(isUsable(cached(), 'user-1', 1_000 + CREDENTIALS_CACHE_MS)).toBe(false);
  });

  it('never past their own expiration', () => {
    const soon = cached({ credentials: { ...cached().credentials, expiration: 2_000 } });
    expect(isUsable(soon, 'user-1', 1_999)).toBe(true);
    expect(isUsable(soon, 'user-1', 2_000)).toBe(false);
  });

  it('only for the owner they were made for', () => {
    expect(isUsable(cached(), 'guest', 1_001)).toBe(false);
  });
});
