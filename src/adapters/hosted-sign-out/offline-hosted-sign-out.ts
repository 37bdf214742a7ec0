import * as E from 'fp-ts/Either';
import type { HostedSignOut, HostedSignOutReturn } from '../../application/ports/hosted-sign-out.port';
import type { FaultSwitch } from '../../stand-ins/faults/storage-fault-switch';

export class OfflineHostedSignOut implements HostedSignOut {
  constructor(private readonly faults: FaultSwitch) {}

  async start(): Promise<E.Either<'Failed', void>> {
    const fault = await this.faults.apply('hostedSignOut');
    return fault.kind === 'none' ? E.right(undefined) : E.left('Failed');
  }

  takeReturn(): HostedSignOutReturn {
    return 'none';
  }
}
