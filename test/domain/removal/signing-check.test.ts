import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { HttpFailure } from '../../../src/domain/http-failure';
import type { RemovalContract } from '../../../src/domain/removal/removal';
import { checkSigning, type SigningCheck } from '../../../src/domain/removal/signing-check';
import { aRemovalContract } from '../../support/builders';

describe('checkSigning', () => {
  const mine = aRemovalContract({ docusealSlug: 'contract-abc' });

  it.each<[string, E.Either<HttpFailure, O.Option<RemovalContract>>, SigningCheck]>([
    ['no contract', E.right(O.none), { kind: 'no-contract' }],
    ['another contract', E.right(O.some({ ...mine, docusealSlug: 'contract-other' })), { kind: 'not-yours' }],
    ['a signed contract', E.right(O.some({ ...mine, status: 'SIGNED', signedAt: '2026-11-22T01:00:00Z' })), { kind: 'already-signed' }],
    ['a failed read', E.left({ kind: 'Http', status: 500 }), { kind: 'check-failed', failure: { kind: 'Http', status: 500 } }],
    ['the person’s own pending contract', E.right(O.some(mine)), { kind: 'ready', slug: 'contract-abc' }],
  ])('with %s', (_case, contract, expected) => {
    expect(checkSigning('contract-abc', contract)).toEqual(expected);
  });
});
