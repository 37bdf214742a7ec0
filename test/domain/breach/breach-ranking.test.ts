// The ranking made once per answer, with what is fixed laid over it, says exactly what ranking the
// whole list again on every change said (the straightforward way, spelled out below).
import fc from 'fast-check';
import { isRealExposure, type Breach } from '../../../src/domain/breach/breach';
import { byRisk, exposureByDataClass } from '../../../src/domain/breach/breach-guidance';
import { buildBreachKey } from '../../../src/domain/breach/breach-key';
import { fixedAtOf, type BreachProgress } from '../../../src/domain/breach/breach-progress';
import { exposureWithFixed, rankBreaches, splitByProgress } from '../../../src/domain/breach/breach-ranking';
import { aBreach } from '../../support/builders';

/** Few names, dates and kinds of data, so ties, duplicates and shared kinds are common. */
const breachArb = fc
  .record({
    name: fc.constantFrom('Adobe', 'adobe', 'Canva', 'Bitly', 'Zynga'),
    source: fc.constantFrom('hibp', 'other'),
    breachDate: fc.constantFrom('2013-10-04', '2019-05-24', '2021-01-01'),
    dataClasses: fc.subarray(['Passwords', 'Email addresses', 'Usernames', 'Credit cards', 'Phone numbers', 'Something new']),
    isRetired: fc.boolean(),
    isSpamList: fc.boolean(),
    isFabricated: fc.boolean(),
  })
  .map((fields): Breach => aBreach({ ...fields, title: `${fields.name} (${fields.breachDate})` }));

const progressFor = (breaches: readonly Breach[]) =>
  fc
    .subarray([...breaches.map((b) => buildBreachKey({ source: b.source, breachName: b.name })), 'hibp::Unknown'])
    .chain((keys) =>
      fc.tuple(
        fc.constant(keys),
        fc.array(fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'), { minLength: keys.length, maxLength: keys.length }),
      ),
    )
    .map(([keys, dates]): BreachProgress => ({ fixed: keys.map((breachKey, i) => ({ breachKey, fixedAt: dates[i] as string })) }));

/** The whole list ranked again on every change, as the dashboard once did. */
function straightforward(breaches: readonly Breach[], progress: BreachProgress) {
  const fixedAt = fixedAtOf(progress);
  const tracked = byRisk(breaches.filter(isRealExposure)).map((breach) => {
    const key = buildBreachKey({ source: breach.source, breachName: breach.name });
    return { breach, key, fixedAt: fixedAt(key) };
  });
  return {
    needAction: tracked.filter((b) => b.fixedAt === null),
    fixed: tracked.filter((b) => b.fixedAt !== null),
    exposure: exposureByDataClass(
      tracked.map(({ breach, fixedAt: at }) => ({ dataClasses: breach.dataClasses, fixed: at !== null })),
      (b) => b.fixed,
    ),
  };
}

describe('rankBreaches', () => {
  it('ranks the shown breaches riskiest first with their keys, counts those left out, and counts nothing fixed', () => {
    const ranking = rankBreaches([
      aBreach({ name: 'Canva', dataClasses: ['Email addresses'] }),
      aBreach({ name: 'Adobe', dataClasses: ['Passwords', 'Email addresses'] }),
      aBreach({ name: 'Spam', isSpamList: true }),
    ]);

    expect(ranking.ranked.map(({ key, fixedAt }) => [key, fixedAt])).toEqual([
      ['hibp::Adobe', null],
      ['hibp::Canva', null],
    ]);
    expect(ranking.hiddenCount).toBe(1);
    expect(ranking.exposure.map(({ dataClass, breaches, fixed }) => [dataClass, breaches, fixed])).toEqual([
      ['Passwords', 1, 0],
      ['Email addresses', 2, 0],
    ]);
  });

  it('does not reorder its input', () => {
    const input = [aBreach({ name: 'A', breachDate: '2010-01-01' }), aBreach({ name: 'B', breachDate: '2020-01-01' })];

    rankBreaches(input);

    expect(input.map((b) => b.name)).toEqual(['A', 'B']);
  });

  it('is the same with more marks than are compared key by key, for any answer with all of it marked', () => {
    fc.assert(
      fc.property(
        fc.array(breachArb, { minLength: 17, maxLength: 30 }).chain((breaches) =>
          fc.tuple(
            fc.constant(breaches),
            progressFor(breaches).filter((p) => p.fixed.length > 16),
          ),
        ),
        ([breaches, progress]) => {
          const ranking = rankBreaches(breaches);
          const { needAction, fixed } = splitByProgress(ranking, progress);

          expect({ needAction, fixed, exposure: exposureWithFixed(ranking, fixed) }).toEqual(straightforward(breaches, progress));
        },
      ),
    );
  });

  it('is what ranking the whole list again on every change gives, for any answer and any progress', () => {
    fc.assert(
      fc.property(
        fc.array(breachArb, { maxLength: 12 }).chain((breaches) => fc.tuple(fc.constant(breaches), progressFor(breaches))),
        ([breaches, progress]) => {
          const ranking = rankBreaches(breaches);
          const { needAction, fixed } = splitByProgress(ranking, progress);

          expect({ needAction, fixed, exposure: exposureWithFixed(ranking, fixed) }).toEqual(straightforward(breaches, progress));
          expect(ranking.hiddenCount).toBe(breaches.filter((b) => !isRealExposure(b)).length);
        },
      ),
    );
  });
});

describe('splitByProgress and exposureWithFixed', () => {
  it('with nothing fixed, hand back the ranking itself: no copy of a long list', () => {
    const ranking = rankBreaches([aBreach({ name: 'Adobe' }), aBreach({ name: 'Canva' })]);
    const lists = splitByProgress(ranking, { fixed: [] });

    expect(lists.needAction).toBe(ranking.ranked);
    expect(lists.fixed).toEqual([]);
    expect(exposureWithFixed(ranking, lists.fixed)).toBe(ranking.exposure);
  });

  it('keep the date a breach was marked fixed, and ignore keys of breaches not in the list', () => {
    const ranking = rankBreaches([aBreach({ name: 'Adobe' }), aBreach({ name: 'Canva' })]);
    const lists = splitByProgress(ranking, {
      fixed: [
        { breachKey: 'hibp::Canva', fixedAt: '2026-03-01T00:00:00.000Z' },
        { breachKey: 'hibp::Gone', fixedAt: '2026-03-02T00:00:00.000Z' },
      ],
    });

    expect(lists.needAction.map((b) => b.key)).toEqual(['hibp::Adobe']);
    expect(lists.fixed.map((b) => [b.key, b.fixedAt])).toEqual([['hibp::Canva', '2026-03-01T00:00:00.000Z']]);
    expect(exposureWithFixed(ranking, lists.fixed).every((e) => e.breaches === 2 && e.fixed === 1)).toBe(true);
  });

  it('move every breach that shares a marked key, however many share it', () => {
    const copies = Array.from({ length: 40 }, (_, i) => aBreach({ name: 'Adobe', breachDate: `2013-10-${String(1 + (i % 28)).padStart(2, '0')}` }));
    const ranking = rankBreaches([...copies, aBreach({ name: 'Canva' })]);
    const progress = { fixed: [{ breachKey: 'hibp::Adobe', fixedAt: '2026-03-01T00:00:00.000Z' }] };

    const lists = splitByProgress(ranking, progress);

    expect(lists.needAction.map((b) => b.key)).toEqual(['hibp::Canva']);
    expect(lists.fixed).toHaveLength(40);
    expect(lists.fixed.every((b) => b.key === 'hibp::Adobe' && b.fixedAt === '2026-03-01T00:00:00.000Z')).toBe(true);
  });

  it('move 200,000 breaches that share a marked key, as an answer may repeat one, without running out of stack', () => {
    const [adobe] = rankBreaches([aBreach({ name: 'Adobe' })]).ranked;
    const ranking = { ranked: Array.from({ length: 200_000 }, () => adobe!), hiddenCount: 0, exposure: [] };

    const lists = splitByProgress(ranking, { fixed: [{ breachKey: 'hibp::Adobe', fixedAt: '2026-03-01T00:00:00.000Z' }] });

    expect(lists.needAction).toEqual([]);
    expect(lists.fixed).toHaveLength(200_000);
  });

  it('count a kind of data no fixed breach exposed as none fixed', () => {
    const ranking = rankBreaches([aBreach({ name: 'Adobe', dataClasses: ['Passwords'] }), aBreach({ name: 'Canva', dataClasses: ['Names'] })]);
    const lists = splitByProgress(ranking, { fixed: [{ breachKey: 'hibp::Canva', fixedAt: '2026-03-01T00:00:00.000Z' }] });

    expect(exposureWithFixed(ranking, lists.fixed).map((e) => [e.dataClass, e.fixed])).toEqual([
      ['Passwords', 0],
      ['Names', 1],
    ]);
  });
});
