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
  choices: readonly RegionChoice[];
  readonly change: Change<AuthFailure>;

  constructor(
    private readonly deps: { readonly change: RegionUseCases['change']; readonly reportError?: ReportError; readonly onSaved?: (news: string) => void },
    public region: string,
  ) {
    this.draft = region;
    this.choices = [{ code: region, name: regionName(region) }];
    this.change = new Change(reportingAuthMessage(deps.reportError, 'region'));
    makeAutoObservable<this, 'deps'>(this, { deps: false, change: false }, { autoBind: true, deep: false });
  }

  get name(): string {
    return regionName(this.region);
  }

  async start(): Promise<void> {
    this.draft = this.region;
    this.change.error = null;
    this.editing = true;
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
