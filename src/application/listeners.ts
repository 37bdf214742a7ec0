/** Each value to every listener subscribed when it is emitted, in the order they subscribed. */
export type Listeners<A> = { emit(value: A): void; subscribe(listener: (value: A) => void): () => void };

export function listeners<A>(): Listeners<A> {
  const all = new Set<(value: A) => void>();
  return {
    emit: (value) => [...all].forEach((listener) => listener(value)),
    subscribe: (listener) => {
      all.add(listener);
      return () => void all.delete(listener);
    },
  };
}
