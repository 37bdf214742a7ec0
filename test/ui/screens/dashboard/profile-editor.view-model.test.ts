import * as E from 'fp-ts/Either';
import { makeProfile } from '../../../../src/application/profile';
import { EMPTY_PROFILE, type UserProfile } from '../../../../src/domain/profile/user-profile';
import { ProfileEditorViewModel } from '../../../../src/ui/screens/dashboard/profile-editor.view-model';

const build = (save: jest.Mock = jest.fn(async (p: UserProfile) => E.right(p))) => {
  const saved: UserProfile[] = [];
  const profile = makeProfile({ api: { getUserProfile: jest.fn(), saveUserProfile: save }, clock: { now: () => Date.UTC(2026, 10, 22, 12) } });
  const vm = new ProfileEditorViewModel({ save: profile.save, onSaved: (p) => saved.push(p) });
  return { vm, save, saved };
};

describe('ProfileEditorViewModel', () => {
  it('opens with the current profile and saves the trimmed values', async () => {
    const { vm, save, saved } = build();
    vm.start({ ...EMPTY_PROFILE, firstName: 'Ada' });
    vm.set('lastName', ' Lovelace ');

    await expect(vm.save()).resolves.toBe(true);

    expect(save).toHaveBeenCalledWith({ ...EMPTY_PROFILE, firstName: 'Ada', lastName: 'Lovelace' });
    expect(saved).toEqual([{ ...EMPTY_PROFILE, firstName: 'Ada', lastName: 'Lovelace' }]);
    expect(vm.open).toBe(false);
  });

  it('keeps everything typed when a field is wrong, and sends nothing', async () => {
    const { vm, save } = build();
    vm.start(EMPTY_PROFILE);
    vm.set('firstName', 'Ada');
    vm.set('birthDate', '1815-02-30');

    await expect(vm.save()).resolves.toBe(false);

    expect(vm.errors.birthDate).toMatch(/does not exist/);
    expect(vm.values.firstName).toBe('Ada');
    expect(vm.open).toBe(true);
    expect(save).not.toHaveBeenCalled();
    vm.set('birthDate', '1915-12-10');
    expect(vm.errors).toEqual({});
  });

  it('shows a save failure and stays open with the values', async () => {
    const { vm } = build(jest.fn(async () => E.left({ kind: 'Timeout' })));
    vm.start(EMPTY_PROFILE);
    vm.set('city', 'London');

    await vm.save();

    expect(vm.saveError).toBe('We could not reach Protect. Check your connection and try again.');
    expect(vm.values.city).toBe('London');
    expect(vm.open).toBe(true);
    expect(vm.saving).toBe(false);
  });

  it('saves once at a time and closes on cancel', async () => {
    const { vm, save } = build();
    vm.start(EMPTY_PROFILE);

    await Promise.all([vm.save(), vm.save()]);
    vm.start(EMPTY_PROFILE);
    vm.close();

    expect(save).toHaveBeenCalledTimes(1);
    expect(vm.open).toBe(false);
  });
});
