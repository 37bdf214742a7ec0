import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { CodeInput } from '../../components/code-input';
import { DialogActions } from '../../components/dialog-actions';
import { Modal } from '../../components/modal';
import { onSubmit } from '../../components/on-submit';
import { FieldError } from '../shared/auth-parts';
import type { EmailManagerViewModel } from './email-manager.view-model';

export const EmailDialogs = observer(function EmailDialogs({ vm }: { vm: EmailManagerViewModel }) {
  const inputId = useId();
  const errorId = useId();
  const flow = vm.flow;
  const { error, busy } = vm.change;
  switch (flow.step) {
    case 'closed':
      return null;
    case 'enter':
      return (
        <Modal title="Add an e-mail address" onClose={vm.close}>
          <p>We will send a 6-digit code to the new address to check it is yours.</p>
          <form onSubmit={onSubmit(vm.submitAddress)} noValidate>
            <label htmlFor={inputId}>E-mail address</label>
            <input
              id={inputId}
              type="email"
              autoComplete="email"
              value={vm.address}
              onChange={(e) => vm.setAddress(e.target.value)}
              aria-invalid={error !== null}
              aria-describedby={errorId}
            />
            <FieldError id={errorId} message={error} />
            <DialogActions label="Send code" busy={busy} onCancel={vm.close} />
          </form>
        </Modal>
      );
    case 'verify':
      return (
        <Modal title="Check the new address" onClose={vm.close}>
          <p>
            Enter the 6-digit code we sent to <strong>{flow.address}</strong>.
          </p>
          <form onSubmit={onSubmit(vm.submitCode)} noValidate>
            <label htmlFor={inputId}>Verification code</label>
            <CodeInput id={inputId} name="code" value={vm.code} onChange={vm.setCode} invalid={error !== null} describedBy={errorId} />
            <FieldError id={errorId} message={error} />
            <p role="status" className="auth-note">
              {vm.codeResent ? 'A new code is on its way.' : ''}
            </p>
            <DialogActions label="Verify" busy={busy} onCancel={vm.close}>
              <button type="button" className="link-button" onClick={() => void vm.resendCode()} disabled={busy}>
                Send a new code
              </button>
            </DialogActions>
          </form>
        </Modal>
      );
    case 'success':
      return (
        <Modal title="Address added" onClose={vm.close}>
          <p>
            <strong>{flow.address}</strong> is now on your account. We will watch it for breaches too.
          </p>
          <button type="button" className="button button--primary" onClick={vm.close}>
            Done
          </button>
        </Modal>
      );
    case 'remove':
      return (
        <Modal title="Remove this address?" onClose={vm.close}>
          <p>
            We will stop watching <strong>{flow.address}</strong> for breaches.
          </p>
          <FieldError id={errorId} message={error} />
          <DialogActions label="Remove" busy={busy} onConfirm={() => void vm.remove()} onCancel={vm.close} cancelLabel="Keep it" />
        </Modal>
      );
    case 'primary':
      return (
        <Modal title="Make this your primary address?" onClose={vm.close}>
          <p>
            You will sign in with <strong>{flow.address}</strong> from now on, and we will send account e-mails to it. Your current primary address will no
            longer sign you in.
          </p>
          <FieldError id={errorId} message={error} />
          <DialogActions label="Make primary" busy={busy} onConfirm={() => void vm.makePrimary()} onCancel={vm.close} />
        </Modal>
      );
  }
});
