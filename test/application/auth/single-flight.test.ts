import { singleFlight } from '../../../src/application/auth/single-flight';

describe('singleFlight', () => {
  it('runs once for callers that overlap', async () => {
    let runs = 0;
    const shared = singleFlight(async () => {
      runs += 1;
      return runs;
    });

    expect(await Promise.all([shared(), shared()])).toEqual([1, 1]);
    expect(runs).toBe(1);
  });

  it('runs again after a run settled', async () => {
    let runs = 0;
    const shared = singleFlight(async () => (runs += 1));

    await shared();

    expect(await shared()).toBe(2);
  });

  it('lets a later call retry after a run rejected (a bug in a port)', async () => {
    let runs = 0;
    const shared = singleFlight(async () => {
      runs += 1;
      if (runs === 1) throw new Error('port rejected');
      return runs;
    });

    await expect(shared()).rejects.toThrow('port rejected');
    expect(await shared()).toBe(2);
  });
});
