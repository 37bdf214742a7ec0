import { useState, type ReactNode } from 'react';
import { CodeInput } from '../components/code-input';
import { DialogActions } from '../components/dialog-actions';
import { Modal } from '../components/modal';
import { useDocumentTitle } from '../components/use-document-title';
import { PendingView } from '../app/pending.view';
import { Card, Failed, Skeleton } from '../screens/dashboard/area-card.view';

/** One part of the page: a shared component, each of its states side by side. */
function Sample({ title, children }: { title: string; children: ReactNode }) {
  const id = `ds-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="dev-tool__sample" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="dev-tool__states">{children}</div>
    </section>
  );
}

/** One state of a component, named. */
function State({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure className="dev-tool__state">
      <figcaption>{name}</figcaption>
      {children}
    </figure>
  );
}

function TextFields() {
  const [value, setValue] = useState('');
  return (
    <>
      <State name="Empty">
        <label htmlFor="ds-text-empty">Your name</label>
        <input id="ds-text-empty" type="text" value={value} onChange={(event) => setValue(event.target.value)} />
      </State>
      <State name="Filled">
        <label htmlFor="ds-text-filled">E-mail address</label>
        <input id="ds-text-filled" type="email" defaultValue="someone@example.com" />
      </State>
      <State name="Wrong">
        <label htmlFor="ds-text-wrong">E-mail address</label>
        <input id="ds-text-wrong" type="email" defaultValue="someone@" aria-invalid aria-describedby="ds-text-wrong-error" />
        <p id="ds-text-wrong-error" className="field-error">
          Enter a valid e-mail address.
        </p>
      </State>
      <State name="Disabled">
        <label htmlFor="ds-text-disabled">City</label>
        <input id="ds-text-disabled" type="text" defaultValue="Springfield" disabled />
      </State>
    </>
  );
}

function CodeFields() {
  const [empty, setEmpty] = useState('');
  const [filled, setFilled] = useState('123456');
  const [wrong, setWrong] = useState('12');
  return (
    <>
      <State name="Empty">
        <label htmlFor="ds-code-empty">Code</label>
        <CodeInput id="ds-code-empty" name="ds-code-empty" value={empty} onChange={setEmpty} invalid={false} describedBy="ds-code-empty-hint" />
        <p id="ds-code-empty-hint" className="note">
          The 6-digit code we sent.
        </p>
      </State>
      <State name="Filled">
        <label htmlFor="ds-code-filled">Code</label>
        <CodeInput id="ds-code-filled" name="ds-code-filled" value={filled} onChange={setFilled} invalid={false} describedBy="ds-code-filled-hint" />
        <p id="ds-code-filled-hint" className="note">
          The 6-digit code we sent.
        </p>
      </State>
      <State name="Wrong">
        <label htmlFor="ds-code-wrong">Code</label>
        <CodeInput id="ds-code-wrong" name="ds-code-wrong" value={wrong} onChange={setWrong} invalid describedBy="ds-code-wrong-error" />
        <p id="ds-code-wrong-error" className="field-error">
          Enter the 6-digit code.
        </p>
      </State>
    </>
  );
}

function DialogSample() {
  const [open, setOpen] = useState(false);
  return (
    <State name="Closed, then open">
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Open a dialog
      </button>
      {open && (
        <Modal title="A sample dialog" onClose={() => setOpen(false)}>
          <p>Focus stays inside; Escape or Cancel closes it and focus returns to the button.</p>
          <DialogActions label="Confirm" busy={false} onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
        </Modal>
      )}
    </State>
  );
}

function Cards() {
  return (
    <>
      <State name="Loading">
        <Card title="Loading card" id="ds-card-loading">
          <Skeleton label="the sample" />
        </Card>
      </State>
      <State name="Loaded">
        <Card title="Loaded card" id="ds-card-loaded">
          <p>Everything this card shows, once it has loaded.</p>
        </Card>
      </State>
      <State name="Empty">
        <Card title="Empty card" id="ds-card-empty">
          <p className="note">Nothing here yet.</p>
        </Card>
      </State>
      <State name="Failed">
        <Card title="Failed card" id="ds-card-failed">
          <Failed message="We couldn’t load this. Please try again." what="the sample" cardId="ds-card-failed" onRetry={() => undefined} />
        </Card>
      </State>
    </>
  );
}

/** Every shared component in each of its states, so a change to one is seen at once. */
export function DesignSystemView() {
  useDocumentTitle('Design system');
  return (
    <div className="dev-tool">
      <h1>Design system</h1>
      <p className="note">A developer tool: each shared component in each of its states.</p>
      <Sample title="Buttons">
        <State name="Primary">
          <button type="button" className="button button--primary">
            Primary action
          </button>
        </State>
        <State name="Secondary">
          <button type="button" className="button">
            Secondary action
          </button>
        </State>
        <State name="Small">
          <button type="button" className="button button--small">
            Small action
          </button>
        </State>
        <State name="Link style">
          <button type="button" className="link-button">
            Link-style action
          </button>
        </State>
        <State name="Busy">
          <button type="button" className="button button--primary" disabled>
            Busy action
          </button>
        </State>
      </Sample>
      <Sample title="Text fields">
        <TextFields />
      </Sample>
      <Sample title="Code field">
        <CodeFields />
      </Sample>
      <Sample title="Dialog">
        <DialogSample />
      </Sample>
      <Sample title="Cards">
        <Cards />
      </Sample>
      <Sample title="Pending page">
        <State name="Waiting">
          <div className="dev-tool__frame">
            <PendingView />
          </div>
        </State>
        <State name="After 15 s">
          <div className="dev-tool__frame">
            <PendingView hintAfterMs={0} />
          </div>
        </State>
      </Sample>
    </div>
  );
}
