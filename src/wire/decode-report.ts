// Field paths and the expected type, never the values: they may be personal data.
import type * as t from 'io-ts';

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
