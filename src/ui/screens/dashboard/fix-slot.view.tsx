import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { TrackedBreach } from '../../../domain/breach/breach';
import type { DashboardViewModel } from './dashboard.view-model';
import { useOnDemand } from './on-demand';

type FixSlotProps = { vm: DashboardViewModel; tracked: TrackedBreach; step: number | null; actions: ReactNode };

/** A breach's actions, or its open fix's steps (on-demand.ts); until they are here the actions and focus stay. */
export function FixSlot({ vm, tracked, step, actions }: FixSlotProps) {
  const { views, failed, slow, retry } = useOnDemand(step !== null);
  if (step !== null && views) return <views.GuidedFix vm={vm} tracked={tracked} step={step} />;
  return (
    <>
      {actions}
      {step !== null && slow && (
        <p className="note" role="status">
          <Trans>Loading the steps…</Trans>
        </p>
      )}
      {step !== null && failed && (
        <p className="area-error" role="alert">
          <Trans>
            The steps could not be loaded just now. Check your connection, then{' '}
            <button type="button" className="link-button" onClick={retry}>
              try again
            </button>
            .
          </Trans>
        </p>
      )}
    </>
  );
}

/** The celebration follows a fix made in the steps, so its code is here by then. */
export const AfterFixSlot = observer(function AfterFixSlot({ vm }: { vm: DashboardViewModel }) {
  const { views } = useOnDemand(vm.justFixed !== null);
  return views ? <views.AfterFix vm={vm} /> : null;
});
