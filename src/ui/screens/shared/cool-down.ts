import { makeAutoObservable } from 'mobx';

export type EverySecond = (tick: () => void) => () => void;

export const everySecond: EverySecond = (tick) => {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
};

export const RESEND_COOL_DOWN_SECONDS = 30;

/** A visible wait before the next try: counts down a second at a time to zero. */
export class CoolDown {
  secondsLeft = 0;
  private stop: (() => void) | null = null;

  constructor(private readonly everySecond: EverySecond) {
    makeAutoObservable<this, 'stop' | 'everySecond'>(this, { stop: false, everySecond: false }, { autoBind: true });
  }

  get active(): boolean {
    return this.secondsLeft > 0;
  }

  start(seconds: number): void {
    this.dispose();
    this.secondsLeft = seconds;
    this.stop = this.everySecond(this.tick);
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
    this.secondsLeft = 0;
  }

  private tick(): void {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1);
    if (this.secondsLeft === 0) this.dispose();
  }
}
