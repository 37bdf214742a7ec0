import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { decodeJson } from './decode-report';

/** `fallback` when nothing is kept, storage refuses, or what is kept does not decode. */
export function readStored<A>(storage: Pick<Storage, 'getItem'>, key: string, codec: t.Decoder<unknown, A>, fallback: A): A {
  try {
    const raw = storage.getItem(key);
    return raw === null ? fallback : E.getOrElse(() => fallback)(decodeJson(codec, raw));
  } catch {
    return fallback;
  }
}
