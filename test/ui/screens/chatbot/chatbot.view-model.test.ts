import * as E from 'fp-ts/Either';
import { BreachConversations } from '../../../../src/application/chat/breach-conversations';
import type { Breach } from '../../../../src/domain/breach/breach';
import { MAX_CHAT_MESSAGE_LENGTH } from '../../../../src/domain/chat/chat-state';
import { ChatbotViewModel } from '../../../../src/ui/screens/chatbot/chatbot.view-model';
import { RecordingLogger } from '../../../support/fakes/auth-recording-logger';
import { ScriptedChatChannel } from '../../../support/fakes/scripted-chat-channel';
import { aBreach } from '../../../support/builders';

const adobe = aBreach();

const build = (input: { breachName: string | null; source?: string | null }, breaches: readonly Breach[] | null = [adobe]) => {
  const channel = new ScriptedChatChannel();
  let n = 0;
  const conversations = new BreachConversations({ channel, logger: new RecordingLogger(), newId: () => `m${++n}` });
  const tracked: string[] = [];
  const vm = new ChatbotViewModel(
    { conversations, getBreachStatus: async () => ({ dataBreaches: breaches }), track: (name, key) => tracked.push(`${name} ${key}`) },
    { breachName: input.breachName, source: input.source ?? 'hibp' },
  );
  const detach = vm.attach();
  return { vm, channel, conversations, tracked, detach };
};

describe('ChatbotViewModel', () => {
  it('opens the breach’s conversation and facts together, and records the view', async () => {
    const { vm, channel, tracked } = build({ breachName: 'Adobe' });
    expect(vm.facts).toEqual({ state: 'loading' });
    expect(vm.conversation).toBeNull();

    await vm.load();

    expect(vm.key).toBe('hibp::Adobe');
    expect(vm.facts).toEqual({ state: 'known', breach: adobe });
    expect(vm.title).toBe('Adobe');
    expect(vm.conversation).toEqual({ messages: [], isPending: false });
    expect(channel.requests).toEqual([{ action: 'fetch.history', breachName: 'Adobe' }]);
    expect(tracked).toEqual(['view hibp']);
  });

  it.each([
    ['a breach the user is not in', { breachName: 'Nowhere' }, [adobe]],
    ['a name full of markup', { breachName: '<img src=x onerror=alert(1)>' }, [adobe]],
    ['no name', { breachName: null }, [adobe]],
    ['a bad source', { breachName: 'Adobe', source: 'HIBP!' }, [adobe]],
  ] as const)('has a helpful unknown state for %s, and requests nothing for a malformed link', async (_case, input, breaches) => {
    const { vm, channel, tracked } = build(input, breaches);

    await vm.load();

    expect(vm.facts).toEqual({ state: 'unknown' });
    if (vm.key === null) {
      expect(channel.requests).toEqual([]);
      expect(tracked).toEqual([]);
    }
  });

  it('keeps the chat when the breaches cannot be read, with the name from the link as the title', async () => {
    const { vm } = build({ breachName: 'Adobe' }, null);

    await vm.load();

    expect(vm.facts).toEqual({ state: 'unavailable' });
    expect(vm.title).toBe('Adobe');
    expect(vm.conversation).not.toBeNull();
  });

  it('says so when the conversation cannot be opened, and tries again on request', async () => {
    const { vm, channel } = build({ breachName: 'Adobe' });
    channel.history = E.left({ kind: 'Unavailable' });
    await vm.load();
    expect(vm.loadError).toMatch(/cannot be reached/);

    channel.history = E.right([]);
    await vm.reload();

    expect(vm.loadError).toBeNull();
    expect(vm.conversation).toEqual({ messages: [], isPending: false });
  });

  it('sends the draft, clears it once sent, follows the streamed reply and records message and response', async () => {
    const { vm, channel, tracked } = build({ breachName: 'Adobe' });
    await vm.load();
    vm.setDraft('What was leaked?');
    expect(vm.canSend).toBe(true);

    await vm.send();

    expect(vm.draft).toBe('');
    expect(vm.conversation?.isPending).toBe(true);
    expect(vm.canSend).toBe(false);
    channel.emit({ type: 'reply', breachName: 'Adobe', id: 'r1', content: 'Passwords ', done: false });
    expect(tracked).toEqual(['view hibp', 'message hibp']);
    channel.emit({ type: 'reply', breachName: 'Adobe', id: 'r1', content: 'and hints.', done: true });

    expect(vm.conversation?.messages.map((m) => m.content)).toEqual(['What was leaked?', 'Passwords and hints.']);
    expect(tracked).toEqual(['view hibp', 'message hibp', 'response hibp']);
  });

  it('keeps what was typed when nothing could be sent', async () => {
    const { vm } = build({ breachName: 'Adobe' });
    vm.setDraft('Before it opened');
    await vm.send();
    expect(vm.draft).toBe('Before it opened');

    await vm.load();
    await vm.send();
    vm.setDraft('A second question while the first is awaited');
    await vm.send();

    expect(vm.draft).toBe('A second question while the first is awaited');
  });

  it('asks a suggested question without touching the draft', async () => {
    const { vm, channel } = build({ breachName: 'Adobe' });
    await vm.load();
    vm.setDraft('half-typed');

    expect(vm.suggestions[0]).toBe('What was leaked?');
    await vm.send('What was leaked?');

    expect(channel.requests[1]).toEqual({ action: 'message', breachName: 'Adobe', content: 'What was leaked?' });
    expect(vm.draft).toBe('half-typed');
  });

  it('caps the draft at the message limit', () => {
    const { vm } = build({ breachName: 'Adobe' });
    vm.setDraft('x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 50));
    expect(vm.draft).toHaveLength(MAX_CHAT_MESSAGE_LENGTH);
  });

  it('retries a failed message and records it again', async () => {
    const { vm, channel, tracked } = build({ breachName: 'Adobe' });
    await vm.load();
    await vm.send('Am I at risk?');
    channel.emit({ type: 'failed', breachName: 'Adobe', id: 'm1' });
    expect(vm.conversation?.messages[0]?.error).toBe(true);

    await vm.retry('m1');
    await vm.retry('nothing');

    expect(vm.conversation?.messages[0]).toEqual({ id: 'm1', content: 'Am I at risk?', type: 'outgoing', error: false });
    expect(tracked.filter((t) => t.startsWith('message'))).toHaveLength(2);
  });

  it('stops following the cache once detached', async () => {
    const { vm, channel, detach } = build({ breachName: 'Adobe' });
    await vm.load();
    await vm.send('Am I at risk?');
    detach();

    channel.emit({ type: 'reply', breachName: 'Adobe', id: 'r1', content: 'Yes.', done: true });

    expect(vm.conversation?.isPending).toBe(true);
  });
});
