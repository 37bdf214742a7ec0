import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeGetRemovalContract } from '../../../src/application/removal/get-removal-contract';
import type { HttpFailure } from '../../../src/domain/http-failure';
import { aRemovalContract } from '../../support/builders';
import { ScriptedProtectionApi } from '../../support/fakes/scripted-protection-api';

describe('makeGetRemovalContract', () => {
  it('passes a contract through', async () => {
    const api = new ScriptedProtectionApi().script('getRemovalContract', E.right(O.some(aRemovalContract())));

    await expect(makeGetRemovalContract({ api })()).resolves.toEqual(E.right(O.some(aRemovalContract())));
  });

  it('passes "no contract" through', async () => {
    const api = new ScriptedProtectionApi().script('getRemovalContract', E.right(O.none));

    await expect(makeGetRemovalContract({ api })()).resolves.toEqual(E.right(O.none));
  });

  it('reads a 404 that reaches it as no contract', async () => {
    const api = new ScriptedProtectionApi().script('getRemovalContract', E.left({ kind: 'Http', status: 404 }));

    await expect(makeGetRemovalContract({ api })()).resolves.toEqual(E.right(O.none));
  });

  it.each<HttpFailure>([
    { kind: 'Http', status: 500 },
    { kind: 'Http', status: 401 },
    { kind: 'Timeout' },
    { kind: 'Network' },
    { kind: 'NoToken' },
    { kind: 'Decode', details: ['id'] },
  ])('keeps %j a failure', async (failure) => {
    const api = new ScriptedProtectionApi().script('getRemovalContract', E.left(failure));

    await expect(makeGetRemovalContract({ api })()).resolves.toEqual(E.left(failure));
  });
});
