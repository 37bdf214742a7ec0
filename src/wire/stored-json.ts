import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';

/** `fallback` when nothing is kept, storage refuses, or what is kept does not decode. */
export function readStored<A>(storage: Pick<Storage, 'getItem'>, key: string, codec: t.Decoder<unknown, A>, fallback: A): A {
  try {
    const raw = storage.getItem(key);
    const decoded = raw === null ? undefined : codec.decode(JSON.parse(raw));
    return decoded !== undefined && E.isRight(decoded) ? decoded.right : fallback;
  } catch {
    return fallback;
  }
}
