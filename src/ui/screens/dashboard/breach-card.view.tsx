import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { firstStep } from '../../../domain/breach/breach-advice';
import { plainNames, plainNamesInWords, type FixStep } from '../../../domain/breach/breach-guidance';
import { listInWords } from '../../../domain/format';
import type { TrackedBreach } from '../../../domain/breach/breach';
import type { DashboardViewModel } from './dashboard.view-model';
import { FixSlot } from './fix-slot.view';
import { AskLink, breachDomId, FixError, stepsAndTime } from './guided-fix.view';
import { fullDate, monthYear } from '../../../domain/format';

/** `changed`: its state changed last, so its heading takes focus and the person is not lost when it moves list. */
function BreachHead({ tracked, changed }: { tracked: TrackedBreach; changed: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (changed) heading.current?.focus();
  }, [changed]);
  return (
    <h3 id={`${breachDomId(tracked.key)}-title`} ref={heading} tabIndex={-1}>
      {tracked.breach.title}
    </h3>
  );
}

function Unverified({ tracked }: { tracked: TrackedBreach }) {
  return tracked.breach.isVerified ? null : (
    <p className="note breach__unverified">
      <Trans>
        <strong>Unverified:</strong> a list gathered from older leaks; Have I Been Pwned could not confirm where it came from. Change any password of yours it
        may hold.
      </Trans>
    </p>
  );
}

function FixActions({ vm, steps, tracked }: { vm: DashboardViewModel; steps: readonly FixStep[]; tracked: TrackedBreach }) {
  const title = tracked.breach.title;
  return (
    <div className="breach__actions">
      <p className="breach__time">{stepsAndTime(steps)}</p>
      <button type="button" className="button button--small button--primary" aria-expanded={false} onClick={() => vm.startFix(tracked.key)}>
        <Trans>
          Fix it now<span className="visually-hidden">: {title}</span>
        </Trans>
      </button>
      <AskLink tracked={tracked} />
    </div>
  );
}

export const NeedsAction = observer(function NeedsAction({ vm, tracked }: { vm: DashboardViewModel; tracked: TrackedBreach }) {
  const { t } = useLingui();
  const { breach, key } = tracked;
  const open = vm.openFix?.key === key ? vm.openFix : null;
  const steps = vm.list.plan.steps(tracked);
  const date = monthYear(breach.breachDate);
  const accounts = breach.pwnCount;
  const addresses = listInWords(breach.addresses);
  const first = open === null ? firstStep(breach, steps) : '';
  return (
    <li className="breach" id={breachDomId(key)} aria-labelledby={`${breachDomId(key)}-title`}>
      <BreachHead tracked={tracked} changed={vm.list.lastChanged === key} />
      <p className="breach__meta">
        <Trans>
          {date} · <Plural value={accounts} one="# account" other="# accounts" />
        </Trans>
      </p>
      <Unverified tracked={tracked} />
      {vm.severalAddresses && breach.addresses.length > 0 && (
        <p className="breach__addresses">
          <Trans>Your address in it: {addresses}</Trans>
        </p>
      )}
      <ul className="tags" aria-label={t`Exposed data`}>
        {plainNames(breach.dataClasses).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {open === null && (
        <p>
          <Trans>
            <strong>What to do first:</strong> {first}
          </Trans>
        </p>
      )}
      <FixSlot vm={vm} tracked={tracked} step={open?.step ?? null} actions={<FixActions vm={vm} steps={steps} tracked={tracked} />} />
    </li>
  );
});

export const Fixed = observer(function Fixed({ vm, tracked }: { vm: DashboardViewModel; tracked: TrackedBreach }) {
  const { t } = useLingui();
  const { breach, key, fixedAt } = tracked;
  const kinds = plainNamesInWords(breach.dataClasses);
  const date = fixedAt === null ? '' : fullDate(fixedAt);
  const title = breach.title;
  return (
    <li className="breach breach--fixed" id={breachDomId(key)} aria-labelledby={`${breachDomId(key)}-title`}>
      <BreachHead tracked={tracked} changed={vm.list.lastChanged === key} />
      <p className="breach__meta">{fixedAt === null ? t`Fixed · ${kinds}` : t`Marked fixed on ${date} · ${kinds}`}</p>
      <div className="breach__actions">
        <button type="button" className="button button--small" disabled={vm.fixBusy === key} onClick={() => void vm.setFixed(key, false)}>
          <Trans>
            Undo: it still needs action<span className="visually-hidden"> ({title})</span>
          </Trans>
        </button>
        <AskLink tracked={tracked} />
      </div>
      <FixError vm={vm} breachKey={tracked.key} />
    </li>
  );
});
