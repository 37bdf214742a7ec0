import type { Removal } from '../../../application/removal';
import type { RemovalContract } from '../../../domain/removal/removal';
import { toPlainMessage } from '../../../domain/user-message';
import { Change } from '../shared/change';

/** Asking for the removal authorisation and withdrawing it, one change at a time; `onChange` receives the contract it leaves. */
export class RemovalAuthorisation {
  readonly change = new Change(toPlainMessage);

  constructor(
    private readonly removal: Pick<Removal, 'request' | 'withdraw'>,
    private readonly onChange: (contract: RemovalContract | null) => void,
  ) {}

  async request(): Promise<RemovalContract | null> {
    let made: RemovalContract | null = null;
    await this.change.run(this.removal.request, (contract) => {
      this.onChange(contract);
      made = contract;
    });
    return made;
  }

  async withdraw(): Promise<void> {
    await this.change.run(this.removal.withdraw, () => this.onChange(null));
  }
}
