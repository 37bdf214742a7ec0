import * as E from 'fp-ts/Either';
import { makeAutoObservable, runInAction } from 'mobx';

/** One change at a time: busy while it runs, then its failure in words, or the notice a status region reads out; what was typed stays. */
export class Change<F> {
  busy = false;
  error: string | null = null;
  notice = '';

  constructor(private readonly words: (failure: F) => string) {
    makeAutoObservable<this, 'words'>(this, { words: false }, { autoBind: true });
  }

  /** `done` follows a success, in the same action, and may give the notice. */
  async run<T>(call: () => Promise<E.Either<F, T>>, done: (value: T) => string | void, words = this.words): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.error = null;
    this.notice = '';
    const result = await call();
    runInAction(() => {
      this.busy = false;
      if (E.isLeft(result)) this.error = words(result.left);
      else this.notice = done(result.right) ?? '';
    });
    return E.isRight(result);
  }
}
