import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { DialogActions } from '../../components/dialog-actions';
import { Modal } from '../../components/modal';
import { onSubmit } from '../../components/on-submit';
import type { DashboardViewModel } from './dashboard.view-model';
import { EmailDialogs } from './email-dialogs.view';
import { ProfileEditor } from './profile-editor.view';
import type { RegionViewModel } from './region.view-model';

const RegionDialog = observer(function RegionDialog({ vm }: { vm: RegionViewModel }) {
  const { t } = useLingui();
  const id = useId();
  if (!vm.editing) return null;
  return (
    <Modal title={t`Your country or region`} onClose={vm.cancel}>
      <form onSubmit={onSubmit(vm.save)}>
        <label htmlFor={id}>
          <Trans>Country or region</Trans>
        </label>
        <select id={id} value={vm.draft} onChange={(event) => vm.choose(event.target.value)} aria-describedby={`${id}-why`}>
          {vm.choices.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        <p id={`${id}-why`} className="note">
          <Trans>Where you live decides which data brokers and privacy laws apply to you.</Trans>
        </p>
        {vm.change.error && (
          <p className="field-error" role="alert">
            {vm.change.error}
          </p>
        )}
        <DialogActions label={t`Save`} busy={vm.change.busy} onCancel={vm.cancel} />
      </form>
    </Modal>
  );
});

export const DashboardDialogs = ({ vm }: { vm: DashboardViewModel }) => (
  <>
    <EmailDialogs vm={vm.emailManager} />
    <ProfileEditor vm={vm.editor} />
    <RegionDialog vm={vm.region} />
  </>
);
