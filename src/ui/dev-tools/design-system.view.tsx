import { useState, type ReactNode } from 'react';
import { CodeInput } from '../components/code-input';
import { DialogActions } from '../components/dialog-actions';
import { Modal } from '../components/modal';
import { useDocumentTitle } from '../components/use-document-title';
import { PendingView } from '../app/pending.view';
import { ICON_NAMES, Icon, type IconName } from '../components/icon';
import { Card, Failed, Skeleton } from '../screens/dashboard/area-card.view';

function Sample({ title, children }: { title: string; children: ReactNode }) {
  const id = `ds-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="dev-tool__sample" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="dev-tool__states">{children}</div>
    </section>
  );
}

function State({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure className="dev-tool__state">
      <figcaption>{name}</figcaption>
      {children}
    </figure>
  );
}

const COLOURS = [
  '--ink',
  '--ink-soft',
  '--paper',
  '--card',
  '--raised',
  '--hover',
  '--line',
  '--field-line',
  '--brand',
  '--brand-strong',
  '--on-brand',
  '--accent',
  '--focus',
  '--warn-bg',
  '--warn-ink',
  '--warn-line',
  '--error-ink',
  '--success-bg',
  '--success-ink',
  '--bar-track',
  '--bar-high',
  '--bar-moderate',
  '--bar-lower',
];
const TYPE = ['--text-xs', '--text-sm', '--text-md', '--text-lg', '--text-xl', '--text-2xl', '--text-3xl'];
const SPACE = ['--space-1', '--space-2', '--space-3', '--space-4', '--space-5', '--space-6', '--space-7', '--space-8', '--space-9', '--gutter'];

const TOKEN_SAMPLES: readonly [string, readonly string[], (name: string) => ReactNode][] = [
  ['Colours', COLOURS, (token) => <span className="dev-tool__swatch" style={{ background: `var(${token})` }} />],
  ['Type', TYPE, (token) => <span style={{ fontSize: `var(${token})` }}>Your data, protected.</span>],
  ['Spacing', SPACE, (token) => <span className="dev-tool__space" style={{ width: `var(${token})` }} />],
  ['Icons', ICON_NAMES, (name) => <Icon name={name as IconName} size={28} />],
];

const BUTTONS = [
  { state: 'Primary', className: 'button button--primary', label: 'Primary action' },
  { state: 'Secondary', className: 'button', label: 'Secondary action' },
  { state: 'Small', className: 'button button--small', label: 'Small action' },
  { state: 'Link style', className: 'link-button', label: 'Link-style action' },
  { state: 'Busy', className: 'button button--primary', label: 'Busy action', disabled: true },
];

const TEXT_FIELDS = [
  { state: 'Empty', label: 'Your name', type: 'text', value: '' },
  { state: 'Filled', label: 'E-mail address', type: 'email', value: 'someone@example.com' },
  { state: 'Wrong', label: 'E-mail address', type: 'email', value: 'someone@', error: 'Enter a valid e-mail address.' },
  { state: 'Disabled', label: 'City', type: 'text', value: 'Springfield', disabled: true },
];

const CODE_FIELDS = [
  { state: 'Empty', value: '', note: 'The 6-digit code we sent.' },
  { state: 'Filled', value: '123456', note: 'The 6-digit code we sent.' },
  { state: 'Wrong', value: '12', error: 'Enter the 6-digit code.' },
];

function TextField({ state, label, type, value, error, disabled }: (typeof TEXT_FIELDS)[number]) {
  const id = `ds-text-${state.toLowerCase()}`;
  return (
    <State name={state}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} defaultValue={value} disabled={disabled} aria-invalid={error !== undefined} aria-describedby={error && `${id}-error`} />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </State>
  );
}

function CodeField({ state, value, note, error }: (typeof CODE_FIELDS)[number]) {
  const [code, setCode] = useState(value);
  const id = `ds-code-${state.toLowerCase()}`;
  return (
    <State name={state}>
      <label htmlFor={id}>Code</label>
      <CodeInput id={id} name={id} value={code} onChange={setCode} invalid={error !== undefined} describedBy={`${id}-note`} />
      <p id={`${id}-note`} className={error ? 'field-error' : 'note'}>
        {error ?? note}
      </p>
    </State>
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

const CARDS: readonly [string, ReactNode][] = [
  ['Loading', <Skeleton label="the sample" />],
  ['Loaded', <p>Everything this card shows, once it has loaded.</p>],
  ['Empty', <p className="note">Nothing here yet.</p>],
  ['Failed', <Failed message="We couldn’t load this. Please try again." what="the sample" cardId="ds-card-failed" onRetry={() => undefined} />],
];

export function DesignSystemView() {
  useDocumentTitle('Design system');
  return (
    <div className="dev-tool">
      <h1>Design system</h1>
      <p className="note">A developer tool: the tokens every style is drawn with, then each shared component in each of its states.</p>
      {TOKEN_SAMPLES.map(([title, names, draw]) => (
        <Sample key={title} title={title}>
          {names.map((name) => (
            <State key={name} name={name}>
              {draw(name)}
            </State>
          ))}
        </Sample>
      ))}
      <Sample title="Buttons">
        {BUTTONS.map(({ state, className, label, disabled }) => (
          <State key={state} name={state}>
            <button type="button" className={className} disabled={disabled}>
              {label}
            </button>
          </State>
        ))}
      </Sample>
      <Sample title="Text fields">
        {TEXT_FIELDS.map((field) => (
          <TextField key={field.state} {...field} />
        ))}
      </Sample>
      <Sample title="Code field">
        {CODE_FIELDS.map((field) => (
          <CodeField key={field.state} {...field} />
        ))}
      </Sample>
      <Sample title="Dialog">
        <DialogSample />
      </Sample>
      <Sample title="Cards">
        {CARDS.map(([state, content]) => (
          <State key={state} name={state}>
            <Card title={`${state} card`} id={`ds-card-${state.toLowerCase()}`}>
              {content}
            </Card>
          </State>
        ))}
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
