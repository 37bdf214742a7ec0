import * as E from 'fp-ts/Either';
import { makeSessionLifecycle, type SessionLifecycleDeps } from '../../../src/application/session/session-lifecycle';
import type { SupportChatUser } from '../../../src/application/chat/support-chat';

const ada: SupportChatUser = { userId: 'u-ada', userAlias: 'alias-ada', email: 'ada@example.com' };
const grace: SupportChatUser = { userId: 'u-grace', userAlias: 'alias-grace', email: 'grace@example.com' };

const setup = (
  boot: E.Either<{ kind: 'Network' }, void> = E.right(undefined),
  identity?: SessionLifecycleDeps['identity'],
  whenReadsSettle: SessionLifecycleDeps['whenReadsSettle'] = (run) => run(),
) => {
  const calls: string[] = [];
  const lifecycle = makeSessionLifecycle({
    identity,
    whenReadsSettle,
    analytics: { identify: async (id) => void calls.push(`analytics ${id}`) },
    errorReporter: {
      setUser: (id) => void calls.push(`reporter ${id}`),
      report: (error, context) => void calls.push(`report ${context}: ${(error as Error).message}`),
    },
    bootSupportChat: async (user) => (calls.push(`boot ${user.userId}`), boot),
    chatWidget: { shutdown: async () => void calls.push('shutdown') },
    signOut: async () => (calls.push('signOut'), E.right(undefined)),
    clearChats: () => void calls.push('clearChats'),
  });
  return { lifecycle, calls };
};

describe('makeSessionLifecycle', () => {
  it("asks for the identity pool's id only once the page's reads have settled, for whoever is followed then, and forgets it at sign-out", async () => {
    const settled: (() => void)[] = [];
    const ids = ['id-ada', 'id-guest'];
    const { lifecycle } = setup(E.right(undefined), { current: async () => ids.shift() }, (run) => void settled.push(run));
    const seen: (string | undefined)[] = [];
    lifecycle.identityId.subscribe((id) => seen.push(id));

    await lifecycle.follow(ada);
    expect(ids).toHaveLength(2);
    settled.shift()?.();
    await new Promise(process.nextTick);
    expect(lifecycle.identityId.current()).toBe('id-ada');

    await lifecycle.signOut();
    expect(lifecycle.identityId.current()).toBeUndefined();
    expect(seen).toEqual(['id-ada', undefined]);
  });

  it("drops an identity id that arrives after its person has gone, and asks for the next person's", async () => {
    const settled: (() => void)[] = [];
    const answers: ((id: string) => void)[] = [];
    const current = () => new Promise<string | undefined>((resolve) => answers.push(resolve));
    const { lifecycle } = setup(E.right(undefined), { current }, (run) => void settled.push(run));

    await lifecycle.follow(ada);
    for (const run of settled.splice(0)) run();
    await lifecycle.follow(grace);
    answers.shift()?.('id-ada');
    await new Promise(process.nextTick);
    expect(lifecycle.identityId.current()).toBeUndefined();
    for (const run of settled.splice(0)) run();
    answers.shift()?.('id-grace');
    await new Promise(process.nextTick);
    expect(lifecycle.identityId.current()).toBe('id-grace');
  });

  it('asks nothing for a person gone by the time the reads settle', async () => {
    const settled: (() => void)[] = [];
    const current = jest.fn(async () => 'id');
    const { lifecycle } = setup(E.right(undefined), { current }, (run) => void settled.push(run));
    await lifecycle.follow(ada);
    await lifecycle.follow(grace);
    settled.shift()?.();
    expect(current).not.toHaveBeenCalled();
  });

  it('identifies a signed-in user by id everywhere, once however often it is told', async () => {
    const { lifecycle, calls } = setup();

    await lifecycle.follow(ada);
    await lifecycle.follow(ada);

    expect(calls).toEqual(['reporter u-ada', 'analytics u-ada', 'boot u-ada']);
    expect(calls.join(' ')).not.toContain('ada@example.com');
  });

  it('signing out empties every store and shuts the support chat, after the tokens are gone', async () => {
    const { lifecycle, calls } = setup();
    await lifecycle.follow(ada);
    calls.length = 0;

    await expect(lifecycle.signOut()).resolves.toEqual(E.right(undefined));

    expect(calls).toEqual(['signOut', 'clearChats', 'reporter null', 'analytics null', 'shutdown']);
  });

  it('forgets the last user before identifying the next, and forgets on a plain sign-out too', async () => {
    const { lifecycle, calls } = setup();
    await lifecycle.follow(ada);
    calls.length = 0;

    await lifecycle.follow(grace);
    await lifecycle.follow(null);
    await lifecycle.follow(null);

    expect(calls).toEqual([
      'clearChats',
      'reporter null',
      'analytics null',
      'shutdown',
      'reporter u-grace',
      'analytics u-grace',
      'boot u-grace',
      'clearChats',
      'reporter null',
      'analytics null',
      'shutdown',
    ]);
  });

  it('resets every identity when the first thing it hears is that nobody is signed in (a lapsed session)', async () => {
    const { lifecycle, calls } = setup();

    await lifecycle.follow(null);
    await lifecycle.follow(null);

    expect(calls).toEqual(['clearChats', 'reporter null', 'analytics null', 'shutdown']);
  });

  it('shuts the support chat in the same turn it hears nobody is signed in: a chat opened a moment later is not closed by a slow analytics reset', async () => {
    const calls: string[] = [];
    const lifecycle = makeSessionLifecycle({
      analytics: { identify: () => new Promise<void>(() => calls.push('analytics pending')) },
      errorReporter: { setUser: () => undefined, report: () => undefined },
      bootSupportChat: async () => E.right(undefined),
      chatWidget: { shutdown: async () => void calls.push('shutdown') },
      signOut: async () => E.right(undefined),
      clearChats: () => undefined,
      whenReadsSettle: (run) => run(),
    });

    void lifecycle.follow(null);
    calls.push('the visitor opens the chat');

    expect(calls).toEqual(['analytics pending', 'shutdown', 'the visitor opens the chat']);
  });

  it("boots the support chat (a vendor's, whose hash is a request) once the page's reads have settled, and not for a person gone by then", async () => {
    const settled: (() => void)[] = [];
    const { lifecycle, calls } = setup(E.right(undefined), undefined, (run) => void settled.push(run));

    await lifecycle.follow(ada);
    expect(calls).toEqual(['reporter u-ada', 'analytics u-ada']);
    await lifecycle.follow(grace);
    settled.shift()?.();
    settled.shift()?.();
    await new Promise(process.nextTick);

    expect(calls.filter((call) => call.startsWith('boot'))).toEqual(['boot u-grace']);
  });

  it('reports a support chat that could not be identified, without personal data, and carries on', async () => {
    const { lifecycle, calls } = setup(E.left({ kind: 'Network' }));

    await lifecycle.follow(ada);

    expect(calls).toEqual(['reporter u-ada', 'analytics u-ada', 'boot u-ada', 'report support chat boot: Support chat not identified: Network']);
  });
});
