import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { ProfileField } from '../../../domain/profile/user-profile';
import { DialogActions } from '../../components/dialog-actions';
import { Modal } from '../../components/modal';
import { onSubmit } from '../../components/on-submit';
import type { ProfileEditorViewModel } from './profile-editor.view-model';

/** `searched`: what brokers are searched by, which removal needs first. */
const FIELDS: readonly { field: ProfileField; label: string; autoComplete: string; type?: string; wide?: boolean; searched?: true }[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name', searched: true },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name', searched: true },
  { field: 'birthDate', label: 'Date of birth', autoComplete: 'bday', type: 'date', wide: true },
  { field: 'address', label: 'Address', autoComplete: 'address-line1', wide: true },
  { field: 'address2', label: 'Address line 2', autoComplete: 'address-line2', wide: true },
  { field: 'city', label: 'City', autoComplete: 'address-level2', searched: true },
  { field: 'state', label: 'State or region', autoComplete: 'address-level1' },
  { field: 'zip', label: 'Postal code', autoComplete: 'postal-code' },
];

export const ProfileEditor = observer(function ProfileEditor({ vm }: { vm: ProfileEditorViewModel }) {
  const id = useId();
  if (!vm.open) return null;
  return (
    <Modal title="Edit your profile" onClose={vm.close}>
      <p id={`${id}-why`}>
        Brokers match records by name, date of birth and address. To look for you we need at least your name and city; the rest is optional.
      </p>
      <form onSubmit={onSubmit(vm.save)} noValidate className="profile-form">
        {FIELDS.map(({ field, label, autoComplete, type, wide, searched }) => (
          <div key={field} className={wide ? 'field field--wide' : 'field'}>
            <span className="field__label">
              <label htmlFor={`${id}-${field}`}>{label}</label>
              {searched && (
                <span className="badge badge--muted" aria-hidden="true">
                  Needed
                </span>
              )}
            </span>
            <input
              id={`${id}-${field}`}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              value={vm.values[field]}
              onChange={(event) => vm.set(field, event.target.value)}
              aria-invalid={vm.errors[field] !== undefined}
              aria-describedby={[searched && `${id}-why`, vm.errors[field] && `${id}-${field}-error`].filter(Boolean).join(' ') || undefined}
            />
            {vm.errors[field] && (
              <p id={`${id}-${field}-error`} className="field-error" role="alert">
                {vm.errors[field]}
              </p>
            )}
          </div>
        ))}
        {vm.saveError && (
          <p className="field-error" role="alert">
            {vm.saveError}
          </p>
        )}
        <DialogActions label="Save" busy={vm.saving} onCancel={vm.close} />
      </form>
    </Modal>
  );
});
