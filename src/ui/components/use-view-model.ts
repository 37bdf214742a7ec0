import { useEffect, useState } from 'react';

type Disposable = { dispose(): void };
const isDisposable = (vm: object): vm is Disposable => typeof (vm as Partial<Disposable>).dispose === 'function';

/** One view-model per mounted screen, disposed with it. */
export function useViewModel<T extends object>(create: () => T): T {
  const [vm] = useState(create);
  useEffect(() => () => (isDisposable(vm) ? vm.dispose() : undefined), [vm]);
  return vm;
}
