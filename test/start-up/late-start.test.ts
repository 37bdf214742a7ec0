import { IDLE_START_DELAY_MS, scheduleLateStart, type SchedulerWindow } from '../../src/start-up/late-start';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const recorder = () => {
  const started: string[] = [];
  const work = (name: string) => async () => void started.push(name);
  return { started, work };
};

const browser = (withIdleCallback: boolean): SchedulerWindow & { idleCallbacks: number; dispatch(type: string): boolean } => {
  const target = new EventTarget();
  const win = {
    idleCallbacks: 0,
    requestAnimationFrame: (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16) as unknown as number,
    setTimeout: ((callback: () => void, ms?: number) => setTimeout(callback, ms)) as unknown as Window['setTimeout'],
    addEventListener: target.addEventListener.bind(target) as Window['addEventListener'],
    removeEventListener: target.removeEventListener.bind(target) as Window['removeEventListener'],
    dispatch: (type: string) => target.dispatchEvent(new Event(type)),
  };
  if (withIdleCallback) {
    return Object.assign(win, {
      requestIdleCallback: (callback: () => void) => {
        win.idleCallbacks += 1;
        return setTimeout(callback, 50) as unknown as number;
      },
    });
  }
  return win;
};

describe('scheduleLateStart', () => {
  it("starts error reporting once the page's reads have settled and painted, nothing at idle before an interaction", () => {
    const { started, work } = recorder();
    const win = browser(true);
    let settled = () => {};
    scheduleLateStart({ afterData: [work('errors')], atIdle: [work('analytics'), work('chat')] }, win, (run) => (settled = run));

    jest.advanceTimersByTime(1000);
    expect(started).toEqual([]);
    settled();
    expect(started).toEqual(['errors']);
    jest.advanceTimersByTime(IDLE_START_DELAY_MS - 1100);
    expect(started).toEqual(['errors']);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'focusin'])('starts the idle work once, on the first %s', (type) => {
    const { started, work } = recorder();
    const win = browser(true);
    scheduleLateStart({ afterData: [], atIdle: [work('analytics'), work('chat')] }, win, () => undefined);

    win.dispatch(type);
    win.dispatch('keydown');
    jest.advanceTimersByTime(IDLE_START_DELAY_MS + 100);

    expect(started).toEqual(['analytics', 'chat']);
    expect(win.idleCallbacks).toBe(1);
  });

  it('starts the idle work after the first use has painted, never inside the event that is being answered', () => {
    const { started, work } = recorder();
    const win = browser(true);
    scheduleLateStart({ afterData: [], atIdle: [work('analytics')] }, win, () => undefined);

    win.dispatch('pointerdown');
    expect(started).toEqual([]);
    jest.advanceTimersByTime(16);
    expect(started).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started).toEqual(['analytics']);
  });

  it('starts the idle work when the page was left alone for the delay, at the next idle moment', () => {
    const { started, work } = recorder();
    const win = browser(true);
    scheduleLateStart({ afterData: [], atIdle: [work('analytics')] }, win, () => undefined);

    jest.advanceTimersByTime(IDLE_START_DELAY_MS);
    expect(started).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(started).toEqual(['analytics']);
  });

  it('falls back to the delay alone where idle callbacks do not exist', () => {
    const { started, work } = recorder();
    scheduleLateStart({ afterData: [], atIdle: [work('analytics')] }, browser(false), () => undefined);

    jest.advanceTimersByTime(IDLE_START_DELAY_MS);
    expect(started).toEqual(['analytics']);
  });

  it('schedules nothing when there is nothing to start', () => {
    const win = browser(true);
    const spy = jest.spyOn(win, 'addEventListener');
    scheduleLateStart({ afterData: [], atIdle: [] }, win, () => undefined);

    jest.advanceTimersByTime(IDLE_START_DELAY_MS * 2);
    expect(spy).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
});
