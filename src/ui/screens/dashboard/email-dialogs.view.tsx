import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { CodeInput } from '../../components/code-input';
import { DialogActions } from '../../components/dialog-actions';
import { Modal } from '../../components/modal';
import { onSubmit } from '../../components/on-submit';
import { FieldError } from '../shared/auth-parts';
import type { EmailManagerViewModel } from './email-manager.view-model';

export const EmailDialogs = observer(function EmailDialogs({ vm }: { vm: EmailManagerViewModel }) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const flow = vm.flow;
  const { error, busy } = vm.change;
  switch (flow.step) {
    case 'closed':
      return null;
    case 'enter':
      return (
        <Modal title={t`Add an e-mail address`} onClose={vm.close}>
          <p>
            <Trans>We will send a 6-digit code to the new address to check it is yours.</Trans>
          </p>
          <form onSubmit={onSubmit(vm.submitAddress)} noValidate>
            <label htmlFor={inputId}>
              <Trans>E-mail address</Trans>
            </label>
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
            <DialogActions label={t`Send code`} busy={busy} onCancel={vm.close} />
          </form>
        </Modal>
      );
    case 'verify': {
      const address = flow.address;
      return (
        <Modal title={t`Check the new address`} onClose={vm.close}>
          <p>
            <Trans>
              Enter the 6-digit code we sent to <strong>{address}</strong>.
            </Trans>
          </p>
          <form onSubmit={onSubmit(vm.submitCode)} noValidate>
            <label htmlFor={inputId}>
              <Trans>Verification code</Trans>
            </label>
            <CodeInput id={inputId} name="code" value={vm.code} onChange={vm.setCode} invalid={error !== null} describedBy={errorId} />
            <FieldError id={errorId} message={error} />
            <p role="status" className="auth-note">
              {vm.codeResent ? t`A new code is on its way.` : ''}
            </p>
            <DialogActions label={t`Verify`} busy={busy} onCancel={vm.close}>
              <button type="button" className="link-button" onClick={() => void vm.resendCode()} disabled={busy}>
                <Trans>Send a new code</Trans>
              </button>
            </DialogActions>
          </form>
        </Modal>
      );
    }
    case 'success': {
      const address = flow.address;
      return (
        <Modal title={t`Address added`} onClose={vm.close}>
          <p>
            <Trans>
              <strong>{address}</strong> is now on your account. We will watch it for breaches too.
            </Trans>
          </p>
          <button type="button" className="button button--primary" onClick={vm.close}>
            <Trans>Done</Trans>
          </button>
        </Modal>
      );
    }
    case 'remove': {
      const address = flow.address;
      return (
        <Modal title={t`Remove this address?`} onClose={vm.close}>
          <p>
            <Trans>
              We will stop watching <strong>{address}</strong> for breaches.
            </Trans>
          </p>
          <FieldError id={errorId} message={error} />
          <DialogActions label={t`Remove`} busy={busy} onConfirm={() => void vm.remove()} onCancel={vm.close} cancelLabel={t`Keep it`} />
        </Modal>
      );
    }
    case 'primary': {
      const address = flow.address;
      return (
        <Modal title={t`Make this your primary address?`} onClose={vm.close}>
          <p>
            <Trans>
              You will sign in with <strong>{address}</strong> from now on, and we will send account e-mails to it. Your current primary address will no longer
              sign you in.
            </Trans>
          </p>
          <FieldError id={errorId} message={error} />
          <DialogActions label={t`Make primary`} busy={busy} onConfirm={() => void vm.makePrimary()} onCancel={vm.close} />
        </Modal>
      );
    }
  }
});
