import { useEffect, useState } from 'react';

type Disposable = { dispose(): void };
const isDisposable = (vm: object): vm is Disposable => typeof (vm as Partial<Disposable>).dispose === 'function';

export function useViewModel<T extends object>(create: () => T): T {
  const [vm] = useState(create);
  useEffect(() => () => (isDisposable(vm) ? vm.dispose() : undefined), [vm]);
  return vm;
}
