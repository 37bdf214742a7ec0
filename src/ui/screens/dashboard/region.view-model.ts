import { t } from '@lingui/core/macro';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RegionUseCases } from '../../../application/auth/account-security';
import type { AuthFailure } from '../../../domain/auth/failure/auth-failure';
import { regionName } from '../../../domain/region';
import type { RegionChoice } from '../../../domain/region-lookup';
import { reportingAuthMessage, type ReportError } from '../shared/auth-copy';
import { Change } from '../shared/change';

export class RegionViewModel {
  editing = false;
  draft: string;
  /** The saved region alone until the list of every country has loaded (when the dialog first opens). */
  choices: readonly RegionChoice[] = [];
  /** A country's name needs a formatter that costs more to make than the dashboard's first paint: the code until `nameIt`. */
  named = false;
  readonly change: Change<AuthFailure>;

  constructor(
    private readonly deps: { readonly change: RegionUseCases['change']; readonly reportError?: ReportError; readonly onSaved?: (news: string) => void },
    public region: string,
  ) {
    this.draft = region;
    this.change = new Change(reportingAuthMessage(deps.reportError, 'region'));
    makeAutoObservable<this, 'deps'>(this, { deps: false, change: false }, { autoBind: true, deep: false });
  }

  get name(): string {
    return this.named ? regionName(this.region) : this.region;
  }

  nameIt(): void {
    this.named = true;
  }

  async start(): Promise<void> {
    this.draft = this.region;
    this.change.error = null;
    this.editing = true;
    this.named = true;
    if (this.choices.length === 0) this.choices = [{ code: this.region, name: this.name }];
    const { regionChoices } = await import(/* webpackChunkName: "regions" */ '../../../domain/region-lookup');
    runInAction(() => (this.choices = regionChoices()));
  }

  choose(code: string): void {
    this.draft = code;
  }

  cancel(): void {
    this.editing = false;
  }

  async save(): Promise<boolean> {
    if (this.draft === this.region) {
      this.editing = false;
      return true;
    }
    return this.change.run(
      () => this.deps.change(this.draft),
      (saved) => {
        this.region = saved;
        this.editing = false;
        const name = this.name;
        const news = t`Your country or region is saved: ${name}.`;
        this.deps.onSaved?.(news);
        return news;
      },
    );
  }
}
