/** @jest-environment <rootDir>/test/support/jsdom-environment.cjs */
import { OfflineChatWidget } from '../../../src/adapters/chat-widget/offline-chat-widget';
import { DevRecorder } from '../../../src/stand-ins/dev-recorder';

describe('OfflineChatWidget', () => {
  it('opens one small window saying what would open, focused, closed by Escape or Close with focus returned', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const widget = new OfflineChatWidget(new DevRecorder(), document);

    await widget.show();
    await widget.show();

    const dialogs = document.querySelectorAll('[role="dialog"]');
    expect(dialogs).toHaveLength(1);
    expect(document.activeElement).toBe(dialogs[0]);
    expect(dialogs[0]?.textContent).toContain('Support chat (offline)');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(0);
    expect(document.activeElement).toBe(opener);

    await widget.show();
    (document.querySelector('[role="dialog"] button') as HTMLButtonElement).click();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(0);
  });

  it('closes its window on shutdown, so the next user never sees it', async () => {
    const recorder = new DevRecorder();
    const widget = new OfflineChatWidget(recorder, document);
    await widget.show();

    await widget.shutdown();

    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(0);
    expect(recorder.list().map((r) => r.summary)).toEqual(['shut down and forget the user', 'open the messenger']);
  });
});
