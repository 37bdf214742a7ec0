import * as E from 'fp-ts/Either';
import { makeBootSupportChat, makeSupportChat, type SupportChatUser } from '../../../src/application/chat/support-chat';
import type { HooksApi } from '../../../src/application/ports/hooks-api.port';
import type { HttpFailure } from '../../../src/domain/http-failure';
import { RecordingChatWidget } from '../../support/fakes/recording-chat-widget';

const user: SupportChatUser = { userId: 'user-1', userAlias: 'alias-1', email: ' Ada@Example.com ' };

const setup = (answers: E.Either<HttpFailure, string>[], available = true) => {
  const asked: string[] = [];
  const hooks: HooksApi = {
    getUserHash: async (alias) => {
      asked.push(alias);
      return answers.shift() ?? E.left({ kind: 'Network' });
    },
  };
  const chatWidget = new RecordingChatWidget(available);
  return { asked, chatWidget, boot: makeBootSupportChat({ hooks, chatWidget }) };
};

describe('makeBootSupportChat', () => {
  it('boots the widget with the user id, the server-issued hash and the checked e-mail', async () => {
    const { asked, chatWidget, boot } = setup([E.right('hash-1')]);

    await expect(boot(user)).resolves.toEqual(E.right(undefined));
    expect(asked).toEqual(['alias-1']);
    expect(chatWidget.booted).toEqual([{ userId: 'user-1', userHash: 'hash-1', email: 'ada@example.com' }]);
  });

  it('leaves an e-mail that fails the check out', async () => {
    const { chatWidget, boot } = setup([E.right('hash-1')]);

    await boot({ ...user, email: 'not an e-mail' });

    expect(chatWidget.booted).toEqual([{ userId: 'user-1', userHash: 'hash-1' }]);
  });

  it('asks for the hash once per alias and reuses it (never stale)', async () => {
    const { asked, chatWidget, boot } = setup([E.right('hash-1'), E.right('hash-2')]);

    await boot(user);
    await boot(user);
    await boot({ ...user, userAlias: 'alias-2', userId: 'user-2' });

    expect(asked).toEqual(['alias-1', 'alias-2']);
    expect(chatWidget.booted.map((b) => b.userHash)).toEqual(['hash-1', 'hash-1', 'hash-2']);
  });

  it('does not boot, nor cache, when the hash cannot be had', async () => {
    const failure: HttpFailure = { kind: 'Http', status: 503 };
    const { asked, chatWidget, boot } = setup([E.left(failure), E.right('hash-1')]);

    await expect(boot(user)).resolves.toEqual(E.left(failure));
    expect(chatWidget.booted).toEqual([]);
    await expect(boot(user)).resolves.toEqual(E.right(undefined));
    expect(asked).toEqual(['alias-1', 'alias-1']);
  });

  it('does nothing without a configured widget', async () => {
    const { asked, chatWidget, boot } = setup([E.right('hash-1')], false);

    await expect(boot(user)).resolves.toEqual(E.right(undefined));
    expect(asked).toEqual([]);
    expect(chatWidget.booted).toEqual([]);
  });
});

describe('makeSupportChat', () => {
  it.each([true, false])('says whether a chat is configured (%s) and opens it', async (available) => {
    const widget = new RecordingChatWidget(available);
    const chat = makeSupportChat({ chatWidget: widget });

    await chat.open();

    expect(chat.available).toBe(available);
    expect(widget.shown).toBe(1);
  });
});
