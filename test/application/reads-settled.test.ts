import { makeReadsSettled } from '../../src/application/reads-settled';

/** A paint the test lets happen. */
const paints = () => {
  const pending: (() => void)[] = [];
  return { afterPaint: (run: () => void) => void pending.push(run), paint: () => pending.splice(0).forEach((run) => run()) };
};
const deferred = () => {
  let settle: (value: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => (settle = resolve));
  return { promise, settle };
};
const tick = () => new Promise(process.nextTick);

describe('makeReadsSettled', () => {
  it('runs the work after the next paint when nothing is out', () => {
    const { afterPaint, paint } = paints();
    const ran: string[] = [];
    makeReadsSettled(afterPaint).whenSettled(() => ran.push('work'));
    expect(ran).toEqual([]);
    paint();
    expect(ran).toEqual(['work']);
  });

  it('waits for every read out, including one that starts as another settles, then for a paint; the answers pass through', async () => {
    const { afterPaint, paint } = paints();
    const reads = makeReadsSettled(afterPaint);
    const ran: string[] = [];
    const profile = deferred();
    const others = deferred();
    const answers = [reads.track(profile.promise).then((answer) => (answers.push(reads.track(others.promise)), answer))] as Promise<string>[];
    reads.whenSettled(() => ran.push('work'));
    profile.settle('profile');
    await tick();
    paint();
    expect(ran).toEqual([]);
    others.settle('others');
    await tick();
    expect(ran).toEqual([]);
    paint();
    expect(ran).toEqual(['work']);
    expect(await Promise.all(answers)).toEqual(['profile', 'others']);
  });

  it('waits for no paint when a read settles and nothing waits on it', async () => {
    const afterPaint = jest.fn();
    await makeReadsSettled(afterPaint).track(Promise.resolve('answer'));
    expect(afterPaint).not.toHaveBeenCalled();
  });

  it('counts a refused read as settled, and passes its refusal on', async () => {
    const { afterPaint, paint } = paints();
    const reads = makeReadsSettled(afterPaint);
    const ran: string[] = [];
    const read = reads.track(Promise.reject(new Error('refused')));
    reads.whenSettled(() => ran.push('work'));
    await expect(read).rejects.toThrow('refused');
    paint();
    expect(ran).toEqual(['work']);
  });
});
