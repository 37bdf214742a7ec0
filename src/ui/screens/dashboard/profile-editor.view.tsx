import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { ProfileField } from '../../../domain/profile/user-profile';
import { DialogActions } from '../../components/dialog-actions';
import { Modal } from '../../components/modal';
import { onSubmit } from '../../components/on-submit';
import type { ProfileEditorViewModel } from './profile-editor.view-model';

/** `searched`: what brokers are searched by, which removal needs first. */
const FIELDS: readonly { field: ProfileField; label: MessageDescriptor; autoComplete: string; type?: string; wide?: boolean; searched?: true }[] = [
  { field: 'firstName', label: msg`First name`, autoComplete: 'given-name', searched: true },
  { field: 'lastName', label: msg`Last name`, autoComplete: 'family-name', searched: true },
  { field: 'birthDate', label: msg`Date of birth`, autoComplete: 'bday', type: 'date', wide: true },
  { field: 'address', label: msg`Address`, autoComplete: 'address-line1', wide: true },
  { field: 'address2', label: msg`Address line 2`, autoComplete: 'address-line2', wide: true },
  { field: 'city', label: msg`City`, autoComplete: 'address-level2', searched: true },
  { field: 'state', label: msg`State or region`, autoComplete: 'address-level1' },
  { field: 'zip', label: msg`Postal code`, autoComplete: 'postal-code' },
];

export const ProfileEditor = observer(function ProfileEditor({ vm }: { vm: ProfileEditorViewModel }) {
  const { t, i18n } = useLingui();
  const id = useId();
  if (!vm.open) return null;
  return (
    <Modal title={t`Edit your profile`} onClose={vm.close}>
      <p id={`${id}-why`}>
        <Trans>Brokers match records by name, date of birth and address. To look for you we need at least your name and city; the rest is optional.</Trans>
      </p>
      <form onSubmit={onSubmit(vm.save)} noValidate className="profile-form">
        {FIELDS.map(({ field, label, autoComplete, type, wide, searched }) => (
          <div key={field} className={wide ? 'field field--wide' : 'field'}>
            <span className="field__label">
              <label htmlFor={`${id}-${field}`}>{i18n._(label)}</label>
              {searched && (
                <span className="badge badge--muted" aria-hidden="true">
                  <Trans>Needed</Trans>
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
        <DialogActions label={t`Save`} busy={vm.saving} onCancel={vm.close} />
      </form>
    </Modal>
  );
});
