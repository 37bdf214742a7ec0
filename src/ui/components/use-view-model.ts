import { useEffect, useState } from 'react';

type Disposable = { dispose(): void };
const isDisposable = (vm: object): vm is Disposable => typeof (vm as Partial<Disposable>).dispose === 'function';

/** One view-model per mounted screen; whoever creates it disposes it (guides/architecture.md §9). */
export function useViewModel<T extends object>(create: () => T): T {
  const [vm] = useState(create);
  useEffect(() => () => (isDisposable(vm) ? vm.dispose() : undefined), [vm]);
  return vm;
}
