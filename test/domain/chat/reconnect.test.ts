import fc from 'fast-check';
import { RECONNECT_BASE_MS, RECONNECT_CAP_MS, reconnectDelayMs } from '../../../src/domain/chat/reconnect';

describe('reconnectDelayMs', () => {
  it.each([
    [0, 0.7, 0],
    [-3, 0.7, 0],
    [1, 1, 500],
    [1, 0, 250],
    [2, 1, 1000],
    [3, 1, 2000],
    [5, 1, 8000],
    [6, 1, 15_000],
    [60, 1, 15_000],
    [60, 0, 7500],
    [2, 2, 1000],
    [2, -1, 500],
  ])('after %i failures with jitter %d waits %i ms', (failures, jitter, expected) => {
    expect(reconnectDelayMs(failures, jitter)).toBe(expected);
  });

  it('stays between half and all of the capped exponential ceiling, and never shrinks as failures grow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.double({ min: 0, max: 1, noNaN: true }), (failures, jitter) => {
        const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(failures - 1, 30));
        const delay = reconnectDelayMs(failures, jitter);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
        expect(delay).toBeLessThanOrEqual(ceiling);
        expect(reconnectDelayMs(failures + 1, 1)).toBeGreaterThanOrEqual(reconnectDelayMs(failures, 1));
      }),
    );
  });
});
