import { brokerEvidence } from '../../../src/stand-ins/protection/broker-removals';

const DAY = 86_400_000;
const signed = Date.parse('2026-11-24T09:00:00.000Z');
const iso = (at: number) => new Date(at).toISOString();

describe('the stand-in’s evidence for one broker', () => {
  it.each([
    [{}, ['email']],
    [{ firstName: 'Ada', birthDate: '1815-12-10' }, ['name', 'email', 'age']],
    [{ lastName: 'Lovelace', city: 'London' }, ['name', 'address', 'email']],
    [{ firstName: '   ' }, ['email']],
  ])('matches only what the profile %j holds, and the e-mail', (profile, matched) => {
    expect(brokerEvidence(profile, { state: 'FOUND', foundAt: null, requested: null, removed: null }, signed, 12).matched).toEqual(matched);
  });

  it('before any request: found when the authorisation was asked for, no attempt', () => {
    expect(brokerEvidence({}, { state: 'FOUND', foundAt: signed - DAY, requested: null, removed: null }, signed, 12)).toMatchObject({
      steps: [{ state: 'FOUND', at: iso(signed - DAY) }],
      attempts: 0,
      lastAttemptAt: null,
      expectedDays: 12,
    });
  });

  it('a broker that has not answered in 15 days: working a day after the request, three requests, the last a fortnight after the first', () => {
    expect(brokerEvidence({}, { state: 'IN_PROGRESS', foundAt: signed, requested: signed, removed: null }, signed + 15 * DAY, 12)).toMatchObject({
      steps: [
        { state: 'FOUND', at: iso(signed) },
        { state: 'REQUESTED', at: iso(signed) },
        { state: 'IN_PROGRESS', at: iso(signed + DAY) },
      ],
      attempts: 3,
      lastAttemptAt: iso(signed + 14 * DAY),
    });
  });

  it('a removal on the day of the request: working and removed then, never after now', () => {
    expect(brokerEvidence({}, { state: 'REMOVED', foundAt: null, requested: signed, removed: signed }, signed, 12).steps).toEqual([
      { state: 'REQUESTED', at: iso(signed) },
      { state: 'IN_PROGRESS', at: iso(signed) },
      { state: 'REMOVED', at: iso(signed) },
    ]);
  });
});
