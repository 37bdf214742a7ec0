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
  const id = useId();
  if (!vm.editing) return null;
  return (
    <Modal title="Your country or region" onClose={vm.cancel}>
      <form onSubmit={onSubmit(vm.save)}>
        <label htmlFor={id}>Country or region</label>
        <select id={id} value={vm.draft} onChange={(event) => vm.choose(event.target.value)} aria-describedby={`${id}-why`}>
          {vm.choices.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        <p id={`${id}-why`} className="note">
          Where you live decides which data brokers and privacy laws apply to you.
        </p>
        {vm.change.error && (
          <p className="field-error" role="alert">
            {vm.change.error}
          </p>
        )}
        <DialogActions label="Save" busy={vm.change.busy} onCancel={vm.cancel} />
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
