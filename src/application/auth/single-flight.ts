// Concurrent callers share one in-flight run (spec §4 token refresh: one refresh, however many callers).

/** While a run is pending every call gets that run's promise; the next call after it settles starts a new one. */
export function singleFlight<A>(run: () => Promise<A>): () => Promise<A> {
  let inFlight: Promise<A> | undefined;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
