import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../../../src/ui/components/modal';

function Flow({ step, onClose = () => undefined }: { step: 'enter' | 'verify'; onClose?: () => void }) {
  return (
    <>
      <button type="button">Opener</button>
      {step === 'enter' ? (
        <Modal title="Add an e-mail address" onClose={onClose}>
          <label>
            E-mail address <input />
          </label>
          <button type="button">Send code</button>
        </Modal>
      ) : (
        <Modal title="Check the new address" onClose={onClose}>
          <label>
            Verification code <input />
          </label>
          <button type="button">Verify</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('moves focus into the dialog, keeps Tab inside and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Flow step="enter" onClose={onClose} />);

    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus into the next dialog when a flow turns one dialog into another', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Flow step="enter" />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    rerender(<Flow step="verify" />);

    expect(screen.getByRole('dialog', { name: 'Check the new address' })).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
  });

  it('gives focus back to where it was when it closes', () => {
    const { rerender } = render(
      <>
        <button type="button">Opener</button>
      </>,
    );
    screen.getByRole('button', { name: 'Opener' }).focus();
    rerender(
      <>
        <button type="button">Opener</button>
        <Modal title="Edit your profile" onClose={() => undefined}>
          <input aria-label="First name" />
        </Modal>
      </>,
    );
    expect(screen.getByLabelText('First name')).toHaveFocus();

    rerender(
      <>
        <button type="button">Opener</button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
  });
});
