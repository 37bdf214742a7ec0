// Builders for the non-auth domain: a valid default, overrides per test.
import type { ChatMessage } from '../../src/domain/chat/chat-state';
import type { EmailAddress } from '../../src/domain/email/email-address';
import { EMPTY_PROFILE, type UserProfile } from '../../src/domain/profile/user-profile';
import type { RemovalContract } from '../../src/domain/removal/removal';

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
