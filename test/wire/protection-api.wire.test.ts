// The wire codecs: what the stand-ins encode, the adapters decode to the same domain value (property
// tests), and what breaks the contract is a Decode failure that names paths, never values.
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as wire from '../../src/wire/protection-api.wire';
import type { Breach } from '../../src/domain/breach/breach';
import { PROFILE_FIELDS, type UserProfile } from '../../src/domain/profile/user-profile';
import type { RemovalContract } from '../../src/domain/removal/removal';

const roundTrip = <T>(encoded: unknown, decode: (text: string) => E.Either<unknown, T>) => decode(JSON.stringify(encoded));

const isoDate = fc.date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const text = fc.string({ maxLength: 40 });
const instant = fc.date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
const breach: fc.Arbitrary<Breach> = fc.record({
  name: text,
  title: text,
  domain: text,
  breachDate: isoDate,
  addedDate: isoDate,
  pwnCount: fc.nat(),
  dataClasses: fc.array(text, { maxLength: 5 }),
  isVerified: fc.boolean(),
  isFabricated: fc.boolean(),
  isSensitive: fc.boolean(),
  isRetired: fc.boolean(),
  isSpamList: fc.boolean(),
  isMalware: fc.boolean(),
  source: fc.constantFrom('hibp', 'other'),
  addresses: fc.array(fc.emailAddress(), { maxLength: 3 }),
});
const profile: fc.Arbitrary<UserProfile> = fc.record(
  Object.fromEntries(PROFILE_FIELDS.map((f) => [f, text])) as Record<keyof UserProfile, fc.Arbitrary<string>>,
);
const contract: fc.Arbitrary<RemovalContract> = fc.record({
  id: fc.uuid(),
  status: fc.constantFrom('PENDING_SIGNATURE' as const, 'SIGNED' as const),
  docusealSlug: fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/),
  createdAt: isoDate,
  signedAt: fc.option(isoDate, { nil: null }),
});

describe('encode then decode is the identity', () => {
  it('subscription status, days and link included (unknown ones as null on the wire)', () => {
    fc.assert(
      fc.property(fc.record({ status: text, daysRemaining: fc.oneof(fc.nat(), fc.constant('Unknown' as const)), link: text }), (status) => {
        expect(roundTrip(wire.encodeSubscriptionStatus(status), wire.decodeSubscriptionStatus)).toEqual(E.right(status));
      }),
    );
  });

  it('breach status, null included', () => {
    fc.assert(
      fc.property(fc.option(fc.array(breach, { maxLength: 4 }), { nil: null }), (dataBreaches) => {
        expect(roundTrip(wire.encodeBreachStatus({ dataBreaches }), wire.decodeBreachStatus)).toEqual(E.right({ dataBreaches }));
      }),
    );
  });

  it('profile (address2 travels as address_2)', () => {
    fc.assert(
      fc.property(profile, (p) => {
        expect(JSON.stringify(wire.encodeUserProfile(p))).toContain('"address_2"');
        expect(roundTrip(wire.encodeUserProfile(p), wire.decodeUserProfile)).toEqual(E.right(p));
      }),
    );
  });

  it('e-mail addresses, removal stats and the contract', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ address: text, isPrimary: fc.boolean(), isVerified: fc.boolean() }), { maxLength: 4 }),
        fc.array(
          fc.record({
            brokerId: text,
            brokerName: text,
            state: fc.constantFrom('FOUND' as const, 'REQUESTED' as const, 'IN_PROGRESS' as const, 'REMOVED' as const),
            requestedAt: fc.option(instant, { nil: null }),
            removedAt: fc.option(instant, { nil: null }),
          }),
          { maxLength: 4 },
        ),
        fc.option(contract, { nil: null }),
        (emails, brokers, c) => {
          expect(roundTrip(wire.encodeEmailAddresses(emails), wire.decodeEmailAddresses)).toEqual(E.right(emails));
          expect(roundTrip(wire.encodeRemovalStats({ brokers }), wire.decodeRemovalStats)).toEqual(E.right({ brokers }));
          expect(roundTrip(wire.encodeRemovalContract(c), wire.decodeRemovalContract)).toEqual(E.right(O.fromNullable(c)));
        },
      ),
    );
  });
});

describe('the decoders', () => {
  const emails = wire.decodeEmailAddresses;

  it('names the field that is wrong, never the value in it (values may be personal data)', () => {
    const result = emails('{"email_addresses": [{"address": "ada@example.com", "is_primary": "ada@example.com", "is_verified": true}]}');

    expect(result).toEqual(E.left({ kind: 'Decode', details: ['emailAddresses.isPrimary: expected boolean'] }));
    expect(JSON.stringify(result)).not.toContain('ada@example.com');
  });

  it.each([
    ['not JSON', 'nope', '(body): expected JSON'],
    ['an empty body', '', '(body): expected JSON'],
    ['a list instead of an object', '[]', '(body): expected'],
  ])('refuses %s', (_case, body, detail) => {
    const result = emails(body);
    expect(E.isLeft(result) && result.left.kind === 'Decode' && result.left.details[0]).toContain(detail);
  });

  it('fills what the server may leave out: a null profile, null fields, no breach source', () => {
    expect(wire.decodeUserProfile('{"user_profile": null}')).toEqual(E.right(Object.fromEntries(PROFILE_FIELDS.map((f) => [f, '']))));
    expect(wire.decodeUserProfile('{"user_profile": {"first_name": "Ada", "zip": null}}')).toMatchObject(E.right({ firstName: 'Ada', zip: '' }));
    const wireBreach = {
      name: 'A',
      title: 'A',
      domain: '',
      breach_date: '2020-01-01',
      added_date: '2020-02-01',
      pwn_count: 1,
      data_classes: [],
      is_verified: true,
      is_fabricated: false,
      is_sensitive: false,
      is_retired: false,
      is_spam_list: false,
      is_malware: false,
    };
    const status = wire.decodeBreachStatus(JSON.stringify({ data_breaches: [wireBreach] }));
    expect(E.isRight(status) && status.right.dataBreaches?.[0]?.source).toBe('hibp');
  });

  it.each([
    ['a slug that could break out of the signing URL', { docuseal_slug: 'a&next=https://evil.example' }],
    ['a slug with spaces around it', { docuseal_slug: ' abc ' }],
    ['a date that is not ISO', { created_at: 'yesterday' }],
    ['an unknown status', { status: 'LOST' }],
  ])('refuses a contract with %s', (_case, change) => {
    const body = { contract: { id: 'c', status: 'SIGNED', docuseal_slug: 'abc', created_at: '2026-11-22T00:00:00Z', signed_at: null, ...change } };
    expect(E.isLeft(wire.decodeRemovalContract(JSON.stringify(body)))).toBe(true);
  });

  it('reads removal stats without broker dates (a backend that does not send them) as no dates, and encodes them in snake_case', () => {
    const body = {
      brokers: [
        { broker_id: 'acxiom', broker_name: 'Acxiom', state: 'FOUND' },
        { broker_id: 'b', broker_name: 'B', state: 'REMOVED', requested_at: null },
      ],
    };
    expect(wire.decodeRemovalStats(JSON.stringify(body))).toEqual(
      E.right({
        brokers: [
          { brokerId: 'acxiom', brokerName: 'Acxiom', state: 'FOUND', requestedAt: null, removedAt: null },
          { brokerId: 'b', brokerName: 'B', state: 'REMOVED', requestedAt: null, removedAt: null },
        ],
      }),
    );
    const dated = { brokerId: 'b', brokerName: 'B', state: 'REMOVED' as const, requestedAt: '2026-11-24T09:00:00.000Z', removedAt: '2026-11-28T09:00:00.000Z' };
    expect(wire.encodeRemovalStats({ brokers: [dated] })).toEqual({
      brokers: [{ broker_id: 'b', broker_name: 'B', state: 'REMOVED', requested_at: '2026-11-24T09:00:00.000Z', removed_at: '2026-11-28T09:00:00.000Z' }],
    });
  });

  it('reads the evidence extension: what matched, the steps, the attempts and the expected time; drops what it cannot read, keeps the rest', () => {
    const body = {
      brokers: [
        {
          broker_id: 'b',
          broker_name: 'B',
          state: 'IN_PROGRESS',
          requested_at: '2026-11-24T09:00:00.000Z',
          matched: ['name', 'email', 'shoe size'],
          steps: [
            { state: 'REQUESTED', at: '2026-11-24T09:00:00.000Z' },
            { state: 'LOST', at: '2026-11-25T09:00:00.000Z' },
            { state: 'IN_PROGRESS', at: 'soon' },
            'junk',
          ],
          attempts: 2,
          last_attempt_at: '2026-12-01T09:00:00.000Z',
          expected_days: 14,
        },
      ],
    };
    expect(wire.decodeRemovalStats(JSON.stringify(body))).toEqual(
      E.right({
        brokers: [
          {
            brokerId: 'b',
            brokerName: 'B',
            state: 'IN_PROGRESS',
            requestedAt: '2026-11-24T09:00:00.000Z',
            removedAt: null,
            matched: ['name', 'email'],
            steps: [{ state: 'REQUESTED', at: '2026-11-24T09:00:00.000Z' }],
            attempts: 2,
            lastAttemptAt: '2026-12-01T09:00:00.000Z',
            expectedDays: 14,
          },
        ],
      }),
    );
    const [broker] = (wire.decodeRemovalStats(JSON.stringify(body)) as E.Right<{ brokers: unknown[] }>).right.brokers;
    expect(wire.encodeRemovalStats({ brokers: [broker as never] })).toMatchObject({
      brokers: [{ last_attempt_at: '2026-12-01T09:00:00.000Z', expected_days: 14 }],
    });
  });

  it('keeps a broker whose status it does not know (a newer service) as not known yet, and reads what a broker needs from the person', () => {
    const body = {
      brokers: [
        { broker_id: 'a', broker_name: 'A', state: 'APPEALED' },
        { broker_id: 'b', broker_name: 'B', state: 'NEEDS_ACTION', action: 'CONFIRM_EMAIL' },
        { broker_id: 'c', broker_name: 'C', state: 'NEEDS_ACTION', action: 'SEND_A_FAX' },
        { broker_id: 'd', broker_name: 'D', state: 42 },
      ],
    };
    const decoded = wire.decodeRemovalStats(JSON.stringify(body));
    expect(E.isRight(decoded) && decoded.right.brokers.map((b) => [b.state, b.action])).toEqual([
      ['UNKNOWN', undefined],
      ['NEEDS_ACTION', 'CONFIRM_EMAIL'],
      ['NEEDS_ACTION', undefined],
      ['UNKNOWN', undefined],
    ]);
    const needs = { brokerId: 'b', brokerName: 'B', state: 'NEEDS_ACTION' as const, requestedAt: null, removedAt: null, action: 'PROVE_IDENTITY' as const };
    expect(wire.encodeRemovalStats({ brokers: [needs] })).toMatchObject({ brokers: [{ state: 'NEEDS_ACTION', action: 'PROVE_IDENTITY' }] });
  });

  it.each([
    ['a requested date that is not ISO', { requested_at: 'last week' }],
    ['a removed date that is a number', { removed_at: 1764000000 }],
  ])('refuses removal stats with %s', (_case, change) => {
    const body = { brokers: [{ broker_id: 'b', broker_name: 'B', state: 'REMOVED', ...change }] };
    expect(wire.decodeRemovalStats(JSON.stringify(body))).toEqual(
      E.left({ kind: 'Decode', details: expect.arrayContaining([expect.stringMatching(/^brokers\.(requestedAt|removedAt): expected an ISO date/)]) }),
    );
  });

  it('refuses a created contract that is not there: `{contract: null}` after POST is contract drift', () => {
    expect(wire.decodeCreatedContract(JSON.stringify({ contract: null }))).toEqual(E.left({ kind: 'Decode', details: ['contract: expected a contract'] }));
  });

  it.each([[-1], [1.5], ['3']])('refuses days remaining of %j', (days) => {
    expect(E.isLeft(wire.decodeSubscriptionStatus(JSON.stringify({ status: 'ACTIVE', days_remaining: days, link: null })))).toBe(true);
  });
});

describe('the last visit (extension)', () => {
  it.each([
    [{ seen_at: null }, E.right(null)],
    [{ seen_at: '2026-11-20T08:00:00.000Z' }, E.right('2026-11-20T08:00:00.000Z')],
    [{ seen_at: 'yesterday' }, E.left({ kind: 'Decode', details: expect.arrayContaining([expect.stringMatching(/^seenAt: expected an ISO date/)]) })],
    [{}, E.left({ kind: 'Decode', details: expect.arrayContaining([expect.stringMatching(/^seenAt: expected an ISO date/)]) })],
  ])('reads %j', (body, decoded) => {
    expect(wire.decodeLastVisit(JSON.stringify(body))).toEqual(decoded);
  });

  it('writes the mark in snake_case', () => {
    expect(wire.encodeLastVisit('2026-11-20T08:00:00.000Z')).toEqual({ seen_at: '2026-11-20T08:00:00.000Z' });
  });
});
