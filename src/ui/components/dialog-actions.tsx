import type { ReactNode } from 'react';

type DialogActionsProps = {
  readonly label: string;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly cancelLabel?: string;
  /** Without it the main button submits the dialog's form. */
  readonly onConfirm?: () => void;
  readonly children?: ReactNode;
};

export function DialogActions({ label, busy, onCancel, cancelLabel = 'Cancel', onConfirm, children }: DialogActionsProps) {
  return (
    <div className="actions">
      <button type={onConfirm ? 'button' : 'submit'} className="button button--primary" disabled={busy} onClick={onConfirm}>
        {label}
      </button>
      {children}
      <button type="button" className="button" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
