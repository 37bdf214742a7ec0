export function singleFlight<A>(run: () => Promise<A>): () => Promise<A> {
  let inFlight: Promise<A> | undefined;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
