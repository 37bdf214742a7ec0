import { makeAutoObservable } from 'mobx';
import type { Exposure, TrackedBreach } from '../../../domain/breach/breach';
import { planFixes } from '../../../domain/breach/breach-guidance';

/** How many breaches a list shows at first, and how many more each "Show more" adds: a list of any length renders in small steps. */
export const BREACHES_PER_STEP = 20;

export type BreachList = 'needAction' | 'fixed';

type Breaches = { readonly needAction: readonly TrackedBreach[]; readonly fixed: readonly TrackedBreach[]; readonly exposure: readonly Exposure[] };

/** How the breaches are shown: the tab, a filter by kind of data, how many of each list, and the one that changed last. */
export class BreachListView {
  /** null: none picked, so the list that has breaches (Action needed first). */
  chosenTab: BreachList | null = null;
  kindFilter: string | null = null;
  shown: { readonly [L in BreachList]: number } = { needAction: BREACHES_PER_STEP, fixed: BREACHES_PER_STEP };
  lastChanged: string | null = null;

  constructor(private readonly breaches: () => Breaches) {
    makeAutoObservable<this, 'breaches'>(this, { breaches: false }, { autoBind: true });
  }

  get breachTab(): BreachList {
    const { needAction, fixed } = this.breaches();
    return this.chosenTab ?? (needAction.length === 0 && fixed.length > 0 ? 'fixed' : 'needAction');
  }

  /** The filter while the breaches still have that kind of data (an answer read again may not). */
  get activeKind(): string | null {
    const kind = this.kindFilter;
    return kind !== null && this.breaches().exposure.some((e) => e.dataClass === kind) ? kind : null;
  }

  private ofKind(breaches: readonly TrackedBreach[]): readonly TrackedBreach[] {
    const kind = this.activeKind;
    return kind === null ? breaches : breaches.filter((b) => b.breach.dataClasses.includes(kind));
  }

  get plan(): ReturnType<typeof planFixes> {
    const { needAction, fixed } = this.breaches();
    return planFixes(needAction, fixed);
  }

  get needActionOfKind(): readonly TrackedBreach[] {
    return this.ofKind(this.breaches().needAction);
  }

  get fixedOfKind(): readonly TrackedBreach[] {
    return this.ofKind(this.breaches().fixed);
  }

  /** The first of the breaches that need action; always as far as the one that changed last, so it never drops out of sight. */
  get needActionShown(): readonly TrackedBreach[] {
    return this.firstOf(this.needActionOfKind, 'needAction');
  }

  get fixedShown(): readonly TrackedBreach[] {
    return this.firstOf(this.fixedOfKind, 'fixed');
  }

  /** The breach that changed last keeps focus and its place only in the list where it changed. */
  showTab(tab: BreachList): void {
    if (tab !== this.breachTab) this.lastChanged = null;
    this.chosenTab = tab;
  }

  filterByKind(dataClass: string | null): void {
    this.kindFilter = dataClass;
    this.shown = { needAction: BREACHES_PER_STEP, fixed: BREACHES_PER_STEP };
  }

  reveal(tracked: TrackedBreach): void {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a list's key, not a word
    this.chosenTab = 'needAction';
    if (this.activeKind !== null && !tracked.breach.dataClasses.includes(this.activeKind)) this.kindFilter = null;
  }

  showMore(list: BreachList): void {
    this.shown = { ...this.shown, [list]: this[`${list}Shown`].length + BREACHES_PER_STEP };
  }

  private firstOf(breaches: readonly TrackedBreach[], list: BreachList): readonly TrackedBreach[] {
    const changedAt = this.lastChanged === null ? -1 : breaches.findIndex((b) => b.key === this.lastChanged);
    return breaches.slice(0, Math.max(this.shown[list], changedAt + 1));
  }
}
