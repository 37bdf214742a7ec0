// Both directions live here, so that the HTTP adapter, the offline fake and local-backend cannot drift.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { Breach, BreachStatus } from '../domain/breach/breach';
import type { BreachProgress } from '../domain/breach/breach-progress';
import { camelizeKeys, snakifyKeys } from './case-mapping';
import { decodeJson, type JsonProblem } from './decode-report';
import type { EmailAddress } from '../domain/email/email-address';
import type { HttpFailure } from '../domain/http-failure';
import { PROFILE_FIELDS, STORED_PROFILE_NAMES, type UserProfile } from '../domain/profile/user-profile';
import {
  BROKER_ACTIONS,
  MATCHED_DETAILS,
  REMOVAL_REQUEST_STATES,
  parseDocusealSlug,
  type BrokerAction,
  type MatchedDetail,
  type RemovalContract,
  type RemovalRequestState,
  type RemovalStats,
  type RemovalStep,
} from '../domain/removal/removal';
import type { SubscriptionStatus } from '../domain/subscription/subscription-status';

const refined = <A>(name: string, is: (u: unknown) => u is A, expected: string) =>
  new t.Type<A, A, unknown>(name, is, (u, c) => (is(u) ? t.success(u) : t.failure(u, c, expected)), t.identity);

const IsoDate = refined('IsoDate', (u): u is string => typeof u === 'string' && /^\d{4}-\d{2}-\d{2}/.test(u), 'an ISO date');
const Count = refined('Count', (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= 0, 'a whole number ≥ 0');
const DocusealSlug = refined('DocusealSlug', (u): u is string => typeof u === 'string' && O.isSome(parseDocusealSlug(u)) && u.trim() === u, 'a URL-safe slug');

const NullableString = t.union([t.string, t.null]);

const SubscriptionStatusBody = t.type({ status: t.string, daysRemaining: t.union([Count, t.null]), link: NullableString });

const BreachBody = t.intersection([
  t.type({
    name: t.string,
    title: t.string,
    domain: t.string,
    breachDate: IsoDate,
    addedDate: IsoDate,
    pwnCount: Count,
    dataClasses: t.array(t.string),
    isVerified: t.boolean,
    isFabricated: t.boolean,
    isSensitive: t.boolean,
    isRetired: t.boolean,
    isSpamList: t.boolean,
    isMalware: t.boolean,
  }),
  t.partial({ source: t.string, emailAddresses: t.array(t.string) }),
]);
const BreachStatusBody = t.type({ dataBreaches: t.union([t.array(BreachBody), t.null]) });

const oneOf =
  <A>(values: readonly A[]) =>
  (u: unknown): u is A =>
    (values as readonly unknown[]).includes(u);
const isState = oneOf<RemovalRequestState>(REMOVAL_REQUEST_STATES.filter((state) => state !== 'UNKNOWN'));
const BrokerBody = t.exact(
  t.intersection([
    // A status this app does not know keeps its broker, as not known yet; so does an action it cannot name.
    t.type({ brokerId: t.string, brokerName: t.string, state: t.unknown }),
    t.partial({
      requestedAt: t.union([IsoDate, t.null]),
      removedAt: t.union([IsoDate, t.null]),
      // The evidence extension: read element by element, so one unreadable step or detail loses only itself.
      matched: t.array(t.unknown),
      steps: t.array(t.unknown),
      attempts: Count,
      lastAttemptAt: t.union([IsoDate, t.null]),
      expectedDays: t.union([Count, t.null]),
      action: t.unknown,
    }),
  ]),
);
const Step = t.type({ state: refined('State', isState, 'a status'), at: IsoDate });
const isMatched = oneOf<MatchedDetail>(MATCHED_DETAILS);
const isAction = oneOf<BrokerAction>(BROKER_ACTIONS);
const readSteps = (steps: readonly unknown[]): RemovalStep[] => steps.flatMap((step) => (Step.is(step) ? [{ state: step.state, at: step.at }] : []));
const RemovalStatsBody = t.type({ brokers: t.array(BrokerBody) });

const ProfileFields = t.partial(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, NullableString])) as Record<(typeof PROFILE_FIELDS)[number], typeof NullableString>,
);
const UserProfileBody = t.type({ userProfile: t.union([ProfileFields, t.null]) });

const EmailAddressesBody = t.type({ emailAddresses: t.array(t.type({ address: t.string, isPrimary: t.boolean, isVerified: t.boolean })) });

const ContractBody = t.type({
  id: t.string,
  status: t.keyof({ PENDING_SIGNATURE: null, SIGNED: null }),
  docusealSlug: DocusealSlug,
  createdAt: IsoDate,
  signedAt: t.union([IsoDate, t.null]),
});
const RemovalContractBody = t.type({ contract: t.union([ContractBody, t.null]) });

const FixedBreachBody = t.type({ breachKey: t.string, fixedAt: IsoDate });
const BreachProgressBody = t.type({ fixedBreaches: t.array(FixedBreachBody) });

const LastVisitBody = t.type({ seenAt: t.union([IsoDate, t.null]) });

const UserHashBody = t.type({ userHash: t.refinement(t.string, (s) => /^[0-9a-f]{64}$/.test(s), 'Sha256Hex') });

/** Keys are renamed to camelCase before the codec; a failure names paths, never values. */
const decoder =
  <C extends t.Mixed, T>(codec: C, toDomain: (body: t.TypeOf<C>) => T) =>
  (text: string): E.Either<HttpFailure, T> =>
    E.bimap(
      (problem: JsonProblem): HttpFailure => ({ kind: 'Decode', details: problem.kind === 'NotJson' ? ['(body): expected JSON'] : problem.details }),
      toDomain,
    )(decodeJson<t.TypeOf<C>>(codec, text, camelizeKeys));

export const decodeSubscriptionStatus = decoder(SubscriptionStatusBody, (body): SubscriptionStatus => ({
  status: body.status,
  daysRemaining: body.daysRemaining ?? 'Unknown',
  link: body.link ?? '',
}));

export const decodeBreachStatus = decoder(BreachStatusBody, (body): BreachStatus => ({
  dataBreaches:
    body.dataBreaches === null
      ? null
      : body.dataBreaches.map(({ emailAddresses, ...b }): Breach => ({ ...b, source: b.source ?? 'hibp', addresses: emailAddresses ?? [] })),
}));

export const decodeBreachProgress = decoder(BreachProgressBody, (body): BreachProgress => ({ fixed: body.fixedBreaches }));

export const decodeRemovalStats = decoder(RemovalStatsBody, (body): RemovalStats => ({
  brokers: body.brokers.map(({ matched, steps, state, action, ...b }) => ({
    ...b,
    state: isState(state) ? state : 'UNKNOWN',
    ...(isAction(action) && { action }),
    requestedAt: b.requestedAt ?? null,
    removedAt: b.removedAt ?? null,
    ...(matched && { matched: matched.filter(isMatched) }),
    ...(steps && { steps: readSteps(steps) }),
  })),
}));

export const decodeUserProfile = decoder(UserProfileBody, (body): UserProfile => {
  const stored = body.userProfile ?? {};
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, stored[field] ?? ''])) as UserProfile;
});

export const decodeEmailAddresses = decoder(EmailAddressesBody, (body): readonly EmailAddress[] => body.emailAddresses);

export const decodeRemovalContract = decoder(RemovalContractBody, (body): O.Option<RemovalContract> => O.fromNullable(body.contract));

/** A created contract must be there: `{contract: null}` after POST is contract drift. */
export const decodeCreatedContract = (text: string): E.Either<HttpFailure, RemovalContract> =>
  E.flatMap(decodeRemovalContract(text), (found) =>
    O.isSome(found) ? E.right(found.value) : E.left({ kind: 'Decode', details: ['contract: expected a contract'] }),
  );

export const decodeLastVisit = decoder(LastVisitBody, (body): string | null => body.seenAt);

export const decodeUserHash = decoder(UserHashBody, (body) => body.userHash);

export const encodeSubscriptionStatus = (s: SubscriptionStatus): unknown =>
  snakifyKeys({ status: s.status, daysRemaining: s.daysRemaining === 'Unknown' ? null : s.daysRemaining, link: s.link === '' ? null : s.link });
export const encodeBreachStatus = (s: BreachStatus): unknown =>
  snakifyKeys({ dataBreaches: s.dataBreaches === null ? null : s.dataBreaches.map(({ addresses, ...b }) => ({ ...b, emailAddresses: addresses })) });
export const encodeRemovalStats = (s: RemovalStats): unknown => snakifyKeys(s);
export const encodeBreachProgress = (p: BreachProgress): unknown => snakifyKeys({ fixedBreaches: p.fixed });
export const encodeUserProfile = (p: UserProfile): unknown => snakifyKeys({ userProfile: p });
export const encodeEmailAddresses = (list: readonly EmailAddress[]): unknown => snakifyKeys({ emailAddresses: list });
export const encodeRemovalContract = (c: RemovalContract | null): unknown => snakifyKeys({ contract: c });
export const encodeLastVisit = (seenAt: string | null): unknown => snakifyKeys({ seenAt });
export const encodeUserHash = (userHash: string): unknown => snakifyKeys({ userHash });

/** Sent in camelCase, unlike the other request bodies, as the service expects it. */
export const SUBSCRIPTION_STATUS_REQUEST = { isWeb: true } as const;
export const emailAddressRequest = (address: string) => ({ email_address: address });
export const verifyEmailAddressRequest = (address: string, code: string) => ({ email_address: address, code });
export const breachProgressRequest = (breachKey: string, fixed: boolean) => ({ breach_key: breachKey, fixed });
export const userHashRequest = (userAlias: string) => ({ user_alias: userAlias });

export const EmailAddressRequest = t.type({ email_address: t.string });
export const VerifyEmailAddressRequest = t.type({ email_address: t.string, code: t.string });
export const BreachProgressRequest = t.type({ breach_key: t.string, fixed: t.boolean });
/** An empty (or blank) alias is never hashed: its hash would be one identity shared by every alias-less account. */
export const UserHashRequest = t.type({ user_alias: t.refinement(t.string, (alias) => alias.trim() !== '', 'NonEmptyAlias') });
export const UserProfileRequest = t.partial(
  Object.fromEntries(Object.values(STORED_PROFILE_NAMES).map((name) => [name, NullableString])) as Record<string, typeof NullableString>,
);
