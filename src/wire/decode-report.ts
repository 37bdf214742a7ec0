import * as E from 'fp-ts/Either';
import * as J from 'fp-ts/Json';
import type * as t from 'io-ts';

// Field paths and the expected type, never the values: they may be personal data.
export const describeDecodeErrors = (errors: t.Errors): string[] => [
  ...new Set(
    errors.map((error) => {
      const path = error.context
        .map((entry) => entry.key)
        .filter((key) => key !== '' && !/^\d+$/.test(key))
        .join('.');
      return `${path || '(body)'}: expected ${error.message ?? error.context[error.context.length - 1]?.type.name ?? 'another shape'}`;
    }),
  ),
];

export type JsonProblem = { readonly kind: 'NotJson' | 'Shape'; readonly details: readonly string[] };

export function decodeJson<A>(codec: t.Decoder<unknown, A>, text: string, prepare: (json: unknown) => unknown = (json) => json): E.Either<JsonProblem, A> {
  const json = J.parse(text);
  if (E.isLeft(json)) return E.left({ kind: 'NotJson', details: [] });
  const decoded = codec.decode(prepare(json.right));
  return E.isRight(decoded) ? E.right(decoded.right) : E.left({ kind: 'Shape', details: describeDecodeErrors(decoded.left) });
}
