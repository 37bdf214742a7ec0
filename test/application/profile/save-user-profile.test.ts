import * as E from 'fp-ts/Either';
import { makeSaveUserProfile } from '../../../src/application/profile/save-user-profile';
import type { Clock } from '../../../src/application/ports/clock.port';
import type { HttpFailure } from '../../../src/domain/http-failure';
import { aUserProfile } from '../../support/builders';
import { ScriptedProtectionApi } from '../../support/fakes/scripted-protection-api';

const clockAt = (iso: string): Clock => ({ now: () => Date.parse(iso) });

describe('makeSaveUserProfile', () => {
  it('saves the trimmed profile and gives what the API saved', async () => {
    const saved = aUserProfile({ city: 'Paris' });
    const api = new ScriptedProtectionApi().script('saveUserProfile', E.right(saved));
    const save = makeSaveUserProfile({ api, clock: clockAt('2026-11-22T12:00:00Z') });

    await expect(save(aUserProfile({ firstName: '  Ada ', city: ' London' }))).resolves.toEqual(E.right(saved));
    expect(api.calls).toEqual([{ method: 'saveUserProfile', args: [aUserProfile({ firstName: 'Ada', city: 'London' })] }]);
  });

  it('refuses a birth date after today by the clock, sending nothing', async () => {
    const api = new ScriptedProtectionApi();
    const save = makeSaveUserProfile({ api, clock: clockAt('2026-11-22T23:59:59Z') });

    const result = await save(aUserProfile({ birthDate: '2026-11-23' }));

    expect(result).toEqual(E.left({ kind: 'InvalidProfile', errors: { birthDate: expect.any(String) } }));
    expect(api.calls).toEqual([]);
  });

  it('accepts today as a birth date in UTC', async () => {
    const api = new ScriptedProtectionApi().script('saveUserProfile', E.right(aUserProfile()));
    const save = makeSaveUserProfile({ api, clock: clockAt('2026-11-22T00:00:00Z') });

    expect(E.isRight(await save(aUserProfile({ birthDate: '2026-11-22' })))).toBe(true);
  });

  it('passes an API failure through', async () => {
    const failure: HttpFailure = { kind: 'Http', status: 500 };
    const api = new ScriptedProtectionApi().script('saveUserProfile', E.left(failure));

    await expect(makeSaveUserProfile({ api, clock: clockAt('2026-11-22T12:00:00Z') })(aUserProfile())).resolves.toEqual(E.left(failure));
  });
});
