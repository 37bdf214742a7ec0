import * as E from 'fp-ts/Either';
import { makeProfile } from '../../src/application/profile';
import type { Clock } from '../../src/application/ports/clock.port';
import type { HttpFailure } from '../../src/domain/http-failure';
import { EMPTY_PROFILE } from '../../src/domain/profile/user-profile';
import { aUserProfile } from '../support/builders';
import { ScriptedProtectionApi } from '../support/fakes/scripted-protection-api';

const clockAt = (iso: string): Clock => ({ now: () => Date.parse(iso) });

describe('makeProfile', () => {
  it('gives the profile as read', async () => {
    const api = new ScriptedProtectionApi().script('getUserProfile', E.right({ ...EMPTY_PROFILE, firstName: 'Ada' }));

    await expect(makeProfile({ api, clock: clockAt('2026-11-22T12:00:00Z') }).read()).resolves.toEqual(E.right({ ...EMPTY_PROFILE, firstName: 'Ada' }));
  });

  it('saves the trimmed profile and gives what the API saved', async () => {
    const saved = aUserProfile({ city: 'Paris' });
    const api = new ScriptedProtectionApi().script('saveUserProfile', E.right(saved));
    const { save } = makeProfile({ api, clock: clockAt('2026-11-22T12:00:00Z') });

    await expect(save(aUserProfile({ firstName: '  Ada ', city: ' London' }))).resolves.toEqual(E.right(saved));
    expect(api.calls).toEqual([{ method: 'saveUserProfile', args: [aUserProfile({ firstName: 'Ada', city: 'London' })] }]);
  });

  it('refuses a birth date after today by the clock, sending nothing', async () => {
    const api = new ScriptedProtectionApi();
    const { save } = makeProfile({ api, clock: clockAt('2026-11-22T23:59:59Z') });

    const result = await save(aUserProfile({ birthDate: '2026-11-23' }));

    expect(result).toEqual(E.left({ kind: 'InvalidProfile', errors: { birthDate: expect.any(String) } }));
    expect(api.calls).toEqual([]);
  });

  it('accepts today as a birth date in UTC', async () => {
    const api = new ScriptedProtectionApi().script('saveUserProfile', E.right(aUserProfile()));
    const { save } = makeProfile({ api, clock: clockAt('2026-11-22T00:00:00Z') });

    expect(E.isRight(await save(aUserProfile({ birthDate: '2026-11-22' })))).toBe(true);
  });

  it('passes an API failure through', async () => {
    const failure: HttpFailure = { kind: 'Http', status: 500 };
    const api = new ScriptedProtectionApi().script('saveUserProfile', E.left(failure));

    await expect(makeProfile({ api, clock: clockAt('2026-11-22T12:00:00Z') }).save(aUserProfile())).resolves.toEqual(E.left(failure));
  });
});
