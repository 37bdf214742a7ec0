import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

type DialogActionsProps = { label: string; busy: boolean; onCancel: () => void; cancelLabel?: string; onConfirm?: () => void; children?: ReactNode };

/** Without `onConfirm`, the main button submits the dialog's form. */
export function DialogActions({ label, busy, onCancel, cancelLabel, onConfirm, children }: DialogActionsProps) {
  const { t } = useLingui();
  return (
    <div className="actions">
      <button type={onConfirm ? 'button' : 'submit'} className="button button--primary" disabled={busy} onClick={onConfirm}>
        {label}
      </button>
      {children}
      <button type="button" className="button" onClick={onCancel}>
        {cancelLabel ?? t`Cancel`}
      </button>
    </div>
  );
}
