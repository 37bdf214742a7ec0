import * as E from 'fp-ts/Either';
import type { AuthFailure } from '../../../../src/domain/auth/failure/auth-failure';
import { writeIn } from '../../../../src/domain/format';
import { RegionViewModel } from '../../../../src/ui/screens/dashboard/region.view-model';

const build = (answer: (region: string) => E.Either<AuthFailure, string> = E.right) => {
  const change = jest.fn(async (region: string) => answer(region));
  const reported: unknown[] = [];
  const vm = new RegionViewModel({ change, reportError: (error) => void reported.push(error) }, 'GB');
  return { vm, change, reported };
};

describe('RegionViewModel', () => {
  afterEach(() => jest.restoreAllMocks());

  it("makes no country's name before it is asked to: the formatter costs more than the dashboard's first paint", () => {
    writeIn('en-US');
    const DisplayNames = Intl.DisplayNames;
    const made = jest.spyOn(Intl, 'DisplayNames').mockImplementation((...args) => new DisplayNames(...args));
    const { vm } = build();

    expect(vm.name).toBe('GB');
    expect(made).not.toHaveBeenCalled();
    vm.nameIt();
    expect(vm.name).toBe('United Kingdom');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('names the region in words and, once the dialog opens, offers every country by name, in order', async () => {
    const { vm } = build();
    await vm.start();

    expect(vm.name).toBe('United Kingdom');
    const names = vm.choices.map((choice) => choice.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(vm.choices).toContainEqual({ code: 'IE', name: 'Ireland' });
  });

  it('saves the chosen region, shows it and says so', async () => {
    const { vm, change } = build();
    await vm.start();
    vm.choose('IE');

    await expect(vm.save()).resolves.toBe(true);

    expect(change).toHaveBeenCalledWith('IE');
    expect(vm.name).toBe('Ireland');
    expect(vm.editing).toBe(false);
    expect(vm.change.notice).toBe('Your country or region is saved: Ireland.');
  });

  it('closes without a call when the region did not change', async () => {
    const { vm, change } = build();
    await vm.start();

    await expect(vm.save()).resolves.toBe(true);

    expect(change).not.toHaveBeenCalled();
    expect(vm.editing).toBe(false);
  });

  it('keeps the dialog and the choice when the change fails, in words, and reports what was not foreseen', async () => {
    const { vm, reported } = build(() => E.left({ kind: 'Service', code: 'InternalErrorException', message: 'boom ada@example.com' }));
    await vm.start();
    vm.choose('IE');

    await expect(vm.save()).resolves.toBe(false);

    expect(vm.editing).toBe(true);
    expect(vm.draft).toBe('IE');
    expect(vm.name).toBe('United Kingdom');
    expect(vm.change.error).toBe('Something went wrong. Please try again later.');
    expect(reported).toEqual([new Error('User pool refused: InternalErrorException')]);
  });

  it('an internal error of the pool is "Something went wrong", not the code step\'s words about a link', async () => {
    const { vm } = build(() => E.left({ kind: 'Internal' }));
    await vm.start();
    vm.choose('IE');
    await vm.save();

    expect(vm.change.error).toBe('Something went wrong. Please try again later.');
  });

  it('a network failure is worded as one and not reported', async () => {
    const { vm, reported } = build(() => E.left({ kind: 'Network' }));
    await vm.start();
    vm.choose('IE');
    await vm.save();

    expect(vm.change.error).toMatch(/connection/i);
    expect(reported).toEqual([]);
  });

  it('starts again from the saved region, without the last error', async () => {
    const { vm } = build(() => E.left({ kind: 'Network' }));
    await vm.start();
    vm.choose('IE');
    await vm.save();
    vm.cancel();
    await vm.start();

    expect(vm.draft).toBe('GB');
    expect(vm.change.error).toBeNull();
  });
});
