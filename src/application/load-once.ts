/** Code or a part built from it, fetched on the first `load` and kept; a failed fetch is tried again by the next `load`. */
export type LoadOnce<T> = { readonly load: () => Promise<T>; readonly current: () => T | undefined };

export function loadOnce<T>(make: () => Promise<T>): LoadOnce<T> {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () =>
    (pending ??= make().then(
      (value) => (current = value),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { load, current: () => current };
}
