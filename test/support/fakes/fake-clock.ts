import type { Clock } from '../../../src/application/ports/clock.port';

/** A clock that moves only when told to. */
export class FakeClock implements Clock {
  constructor(private current: number = Date.UTC(2025, 0, 1)) {}

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
