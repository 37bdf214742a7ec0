import type { ChatWidget, ChatWidgetIdentity } from '../../application/ports/chat-widget.port';
import { analyticsEventName, type AnalyticsEvent } from '../../domain/analytics-event';
import type { DevRecorder } from '../../stand-ins/dev-recorder';
import { element } from '../browser/element';

const PANEL_ID = 'offline-support-chat';

/** Available, so every path that opens or identifies the chat runs; the developer panel never gets the e-mail. */
export class OfflineChatWidget implements ChatWidget {
  readonly available = true;

  constructor(
    private readonly recorder: DevRecorder,
    private readonly doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
  ) {}

  async show(): Promise<void> {
    this.recorder.record('support chat', 'open the messenger');
    const doc = this.doc;
    if (!doc || doc.getElementById(PANEL_ID)) return;
    const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    const close = element(doc, 'button', { type: 'button', class: 'button button--small' }, 'Close');
    const panel = element(
      doc,
      'div',
      { id: PANEL_ID, class: 'offline-support-chat', role: 'dialog', 'aria-labelledby': `${PANEL_ID}-title`, tabindex: '-1' },
      element(doc, 'h2', { id: `${PANEL_ID}-title` }, 'Support chat (offline)'),
      element(doc, 'p', {}, 'In the real app, the support messenger opens here. Offline, nothing is sent: the developer panel lists what would be.'),
      close,
    );
    const dismiss = () => {
      panel.remove();
      doc.removeEventListener('keydown', onKey);
      opener?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    close.addEventListener('click', dismiss);
    doc.addEventListener('keydown', onKey);
    doc.body.append(panel);
    panel.focus();
  }

  async boot(identity: ChatWidgetIdentity): Promise<void> {
    this.recorder.record('support chat', `boot ${identity.userId} with a user hash${identity.email === undefined ? ', no e-mail' : ', with the e-mail'}`);
  }

  async track(event: AnalyticsEvent): Promise<void> {
    this.recorder.record('support chat', `track “${analyticsEventName(event)}”`);
  }

  async shutdown(): Promise<void> {
    this.recorder.record('support chat', 'shut down and forget the user');
    this.doc?.getElementById(PANEL_ID)?.remove();
  }
}
