// The dashboard's views only a request shows (dialogs, a fix's steps), off the way to its data: fetched once, at the first
// sign of use or when asked for; a failed fetch is tried again on the next request.
import { useEffect, useState } from 'react';
import { loadOnce } from '../../../application/load-once';
import { useDelayedFlag } from '../../app/pending.view';
import { withWords } from '../../i18n';

const load = () => withWords(import(/* webpackChunkName: "dashboard-on-demand" */ './on-demand.views'));
export type OnDemandViews = Awaited<ReturnType<typeof load>>;

const chunk = loadOnce(load);

export const warmOnDemand = (): Promise<OnDemandViews> => chunk.load();

type OnDemand = {
  readonly views: OnDemandViews | null;
  readonly failed: boolean;
  readonly slow: boolean;
  readonly retry: () => void;
  readonly dismiss: () => void;
};

/** A wait short enough to pass unnoticed: longer, the person is told the views are on their way. */
const SLOW_AFTER_MS = 400;

/** The views once loaded (at once if they already are); while `wanted`, they are fetched, `slow` says that is taking a while, and `failed` that it failed. */
export function useOnDemand(wanted: boolean): OnDemand {
  const [fetched, setViews] = useState(chunk.current() ?? null);
  // Loaded since this component mounted (the first sign of use fetched them): used at once, with no render in between.
  const views = fetched ?? chunk.current() ?? null;
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || views) return;
    let current = true;
    warmOnDemand().then(
      (done) => current && setViews(done),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, views, attempt]);
  const slow = useDelayedFlag(wanted && views === null && !failed, SLOW_AFTER_MS);
  return {
    views,
    failed: failed && views === null,
    slow,
    retry: () => {
      setFailed(false);
      setAttempt(attempt + 1);
    },
    dismiss: () => setFailed(false),
  };
}
