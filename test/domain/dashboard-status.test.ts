import fc from 'fast-check';
import { dashboardStatus, type StatusInput } from '../../src/domain/dashboard-status';

const adobe = { key: 'hibp::Adobe', breach: { title: 'Adobe', dataClasses: ['Email addresses', 'Passwords', 'Password hints'] } };
const canva = { key: 'hibp::Canva', breach: { title: 'Canva', dataClasses: ['Names', 'IP addresses'] } };
const noBreaches = { needAction: [], fixed: 0 };
const allRemoved = { total: 12, removed: 12 };

describe('dashboardStatus', () => {
  it.each<[string, StatusInput, string, string, unknown]>([
    ['loading breaches', { breaches: 'loading', removals: allRemoved, contract: 'signed' }, 'loading', 'Checking your data…', null],
    ['loading removals', { breaches: noBreaches, removals: 'loading', contract: 'signed' }, 'loading', 'Checking your data…', null],
    ['loading the contract', { breaches: noBreaches, removals: allRemoved, contract: 'loading' }, 'loading', 'Checking your data…', null],
    [
      'breaches unreadable',
      { breaches: 'failed', removals: allRemoved, contract: 'signed' },
      'unavailable',
      'We could not check your breaches just now',
      { kind: 'retry' },
    ],
    [
      'two breaches to fix, riskiest named',
      { breaches: { needAction: [adobe, canva], fixed: 1 }, removals: 'failed', contract: 'none' },
      'action',
      '2 breaches need your action',
      { kind: 'fix-breach', breachKey: 'hibp::Adobe', title: 'Adobe' },
    ],
    [
      'one breach to fix',
      { breaches: { needAction: [canva], fixed: 0 }, removals: allRemoved, contract: 'signed' },
      'action',
      '1 breach needs your action',
      { kind: 'fix-breach', breachKey: 'hibp::Canva', title: 'Canva' },
    ],
    [
      'removals unreadable',
      { breaches: noBreaches, removals: 'failed', contract: 'signed' },
      'unavailable',
      'We could not check your data-broker removal just now',
      { kind: 'retry' },
    ],
    [
      'contract unreadable',
      { breaches: noBreaches, removals: allRemoved, contract: 'failed' },
      'unavailable',
      'We could not check your data-broker removal just now',
      { kind: 'retry' },
    ],
    [
      'brokers found, no authorisation',
      { breaches: noBreaches, removals: { total: 12, removed: 0 }, contract: 'none' },
      'action',
      '12 data brokers have your profile',
      { kind: 'request-authorisation' },
    ],
    [
      'one broker, no authorisation',
      { breaches: noBreaches, removals: { total: 1, removed: 0 }, contract: 'none' },
      'action',
      '1 data broker has your profile',
      { kind: 'request-authorisation' },
    ],
    [
      'authorisation to sign',
      { breaches: noBreaches, removals: { total: 12, removed: 0 }, contract: 'pending' },
      'action',
      'Sign your authorisation to remove your data',
      { kind: 'sign-authorisation' },
    ],
    [
      'brokers working',
      { breaches: noBreaches, removals: { total: 12, removed: 5 }, contract: 'signed' },
      'waiting',
      'Brokers are removing your data: 5 of 12 done',
      null,
    ],
    [
      'everything done',
      { breaches: { needAction: [], fixed: 3 }, removals: allRemoved, contract: 'signed' },
      'done',
      'Nothing left to do: you are protected',
      null,
    ],
    [
      'no brokers, no breaches',
      { breaches: noBreaches, removals: { total: 0, removed: 0 }, contract: 'none' },
      'done',
      'Nothing left to do: you are protected',
      null,
    ],
    [
      'details missing: nothing to search brokers for yet',
      { breaches: noBreaches, removals: { total: 0, removed: 0 }, contract: 'none', detailsMissing: ['last name', 'city'] },
      'next',
      'Tell us who to look for at data brokers',
      { kind: 'add-details' },
    ],
    [
      'details missing with an authorisation to sign',
      { breaches: noBreaches, removals: { total: 12, removed: 0 }, contract: 'pending', detailsMissing: ['city'] },
      'next',
      'Tell us who to look for at data brokers',
      { kind: 'add-details' },
    ],
    [
      'details removed after signing: the brokers already have the request',
      { breaches: noBreaches, removals: { total: 12, removed: 5 }, contract: 'signed', detailsMissing: ['city'] },
      'waiting',
      'Brokers are removing your data: 5 of 12 done',
      null,
    ],
    [
      'details missing, a breach to fix first',
      { breaches: { needAction: [canva], fixed: 0 }, removals: { total: 0, removed: 0 }, contract: 'none', detailsMissing: ['city'] },
      'action',
      '1 breach needs your action',
      { kind: 'fix-breach', breachKey: 'hibp::Canva', title: 'Canva' },
    ],
  ])('%s', (_name, input, tone, headline, action) => {
    const status = dashboardStatus(input);
    expect(status).toMatchObject({ tone, headline, action });
    expect(status.detail).not.toBe('');
  });

  it.each<[readonly string[], string]>([
    [['breaches', 'subscription'], 'Your breaches and subscription could not be loaded just now. Check your connection, then try again.'],
    [
      ['breaches', 'removal progress', 'e-mail addresses'],
      'Your breaches, removal progress, and e-mail addresses could not be loaded just now. Check your connection, then try again.',
    ],
  ])('when several areas could not be read (%j), says so once, with one Try again for all', (unread, detail) => {
    expect(dashboardStatus({ breaches: { needAction: [adobe], fixed: 0 }, removals: 'failed', contract: 'failed', unread })).toEqual({
      tone: 'unavailable',
      headline: 'We could not load parts of your dashboard',
      detail,
      action: { kind: 'retry' },
    });
  });

  it('with one area unread, says the rest has loaded', () => {
    expect(dashboardStatus({ breaches: 'failed', removals: allRemoved, contract: 'signed', unread: ['breaches'] }).detail).toBe(
      'Everything else has loaded. Try again in a moment.',
    );
  });

  it.each<[StatusInput, string]>([
    [
      { breaches: { needAction: [], fixed: 3 }, removals: allRemoved, contract: 'signed' },
      'You have dealt with 3 breaches. Every data broker we found has removed your profile. We keep checking.',
    ],
    [{ breaches: { needAction: [], fixed: 1 }, removals: { total: 0, removed: 0 }, contract: 'none' }, 'You have dealt with 1 breach. We keep checking.'],
    [{ breaches: noBreaches, removals: { total: 0, removed: 0 }, contract: 'none' }, 'None of your addresses is in a known breach. We keep checking.'],
    [
      { breaches: noBreaches, removals: { total: 0, removed: 0 }, contract: 'none', detailsMissing: ['first name', 'last name', 'city'] },
      'Data brokers sell people’s names, addresses and ages. Tell us who you are, and we ask each one to delete your profile.',
    ],
  ])('says what is done in words', (input, detail) => {
    expect(dashboardStatus(input).detail).toBe(detail);
  });

  it.each<[string, StatusInput, string]>([
    [
      'several',
      { breaches: { needAction: [adobe, canva], fixed: 0 }, removals: allRemoved, contract: 'signed' },
      'Start with Adobe: it exposed your passwords.',
    ],
    [
      'one',
      { breaches: { needAction: [canva], fixed: 0 }, removals: allRemoved, contract: 'signed' },
      'Canva exposed your IP addresses. We walk you through what to do.',
    ],
    [
      'one with no kind of data named',
      { breaches: { needAction: [{ key: 'k', breach: { title: 'Quiet', dataClasses: [] } }], fixed: 0 }, removals: allRemoved, contract: 'signed' },
      'Quiet exposed your data. We walk you through what to do.',
    ],
  ])('names what the first breach exposed, most urgent first (%s)', (_case, input, detail) => {
    expect(dashboardStatus(input).detail).toBe(detail);
  });

  it('always offers the riskiest breach first while any needs action, whatever else is known, unless several areas are unread', () => {
    const known = <T>(value: fc.Arbitrary<T>) => fc.oneof(fc.constant('failed' as const), value);
    const input = fc.record({
      breaches: fc.record({
        needAction: fc.array(fc.record({ key: fc.string(), breach: fc.record({ title: fc.string(), dataClasses: fc.array(fc.string(), { maxLength: 3 }) }) }), {
          minLength: 1,
          maxLength: 5,
        }),
        fixed: fc.nat(9),
      }),
      removals: known(fc.record({ total: fc.nat(20), removed: fc.nat(20) })),
      contract: known(fc.constantFrom('none' as const, 'pending' as const, 'signed' as const)),
    });
    fc.assert(
      fc.property(input, (i) => {
        expect(dashboardStatus(i).action).toEqual({
          kind: 'fix-breach',
          breachKey: i.breaches.needAction[0]?.key,
          title: i.breaches.needAction[0]?.breach.title,
        });
      }),
    );
  });
});
