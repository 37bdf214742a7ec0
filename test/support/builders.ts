// Builders for the non-auth domain: a valid default, overrides per test.
import type { Breach } from '../../src/domain/breach/breach';
import type { ChatMessage } from '../../src/domain/chat/chat-state';
import type { EmailAddress } from '../../src/domain/email/email-address';
import { EMPTY_PROFILE, type UserProfile } from '../../src/domain/profile/user-profile';
import type { RemovalContract } from '../../src/domain/removal/removal';
import type { SubscriptionStatus } from '../../src/domain/subscription/subscription-status';

export const aBreach = (overrides: Partial<Breach> = {}): Breach => ({
  name: 'Adobe',
  title: 'Adobe',
  domain: 'adobe.com',
  breachDate: '2013-10-04',
  addedDate: '2013-12-04',
  pwnCount: 152_445_165,
  dataClasses: ['Email addresses', 'Password hints', 'Passwords', 'Usernames'],
  isVerified: true,
  isFabricated: false,
  isSensitive: false,
  isRetired: false,
  isSpamList: false,
  isMalware: false,
  source: 'hibp',
  addresses: [],
  ...overrides,
});

export const aSubscriptionStatus = (overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  status: 'ACTIVE',
  daysRemaining: 23,
  link: 'https://billing.example/manage',
  ...overrides,
});

export const anEmailAddress = (overrides: Partial<EmailAddress> = {}): EmailAddress => ({
  address: 'ada@example.com',
  isPrimary: false,
  isVerified: true,
  ...overrides,
});

export const aRemovalContract = (overrides: Partial<RemovalContract> = {}): RemovalContract => ({
  id: 'contract-1',
  status: 'PENDING_SIGNATURE',
  docusealSlug: 'y7dKzG7S2SzWqJ',
  createdAt: '2026-11-01T10:00:00Z',
  signedAt: null,
  ...overrides,
});

export const aUserProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  ...EMPTY_PROFILE,
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthDate: '1915-12-10',
  city: 'London',
  ...overrides,
});

export const aChatMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'm1',
  content: 'Which of my data leaked?',
  type: 'outgoing',
  error: false,
  ...overrides,
});
