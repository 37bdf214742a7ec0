import { INTERCOM_API_BASE, IntercomChatWidget, type IntercomSdk } from '../../../src/adapters/chat-widget/intercom-chat-widget';

const stubSdk = () => {
  const calls: unknown[][] = [];
  const sdk: IntercomSdk = {
    Intercom: (settings) => void calls.push(['Intercom', settings]),
    boot: (settings) => void calls.push(['boot', settings]),
    show: () => void calls.push(['show']),
    shutdown: () => void calls.push(['shutdown']),
    trackEvent: (name) => void calls.push(['trackEvent', name]),
  };
  let loads = 0;
  return { calls, load: async () => ((loads += 1), sdk), loads: () => loads };
};

const ada = { userId: 'u-ada', userHash: 'a'.repeat(64), email: 'ada@example.com' };

describe('IntercomChatWidget', () => {
  it('loads nothing until started, queues events and the identity until then, then starts with the launcher hidden', async () => {
    const stub = stubSdk();
    const widget = new IntercomChatWidget({ appId: 'app1', region: 'eu' }, stub.load);

    await widget.track({ type: 'page', name: 'dashboard' });
    await widget.boot(ada);
    expect(stub.loads()).toBe(0);
    await widget.start();
    await widget.start();
    await widget.track({ type: 'modal', name: 'remove email' });

    expect(stub.loads()).toBe(1);
    expect(stub.calls).toEqual([
      [
        'Intercom',
        {
          app_id: 'app1',
          api_base: INTERCOM_API_BASE.eu,
          hide_default_launcher: true,
          user_id: 'u-ada',
          user_hash: 'a'.repeat(64),
          email: 'ada@example.com',
          region: 'eu',
        },
      ],
      ['trackEvent', 'page view: dashboard'],
      ['trackEvent', 'modal: remove email'],
    ]);
  });

  it('leaves the e-mail out when the use-case did not pass it, and maps each region', async () => {
    for (const region of ['us', 'eu', 'ap'] as const) {
      const stub = stubSdk();
      const widget = new IntercomChatWidget({ appId: 'app1', region }, stub.load);
      await widget.boot({ userId: 'u-1', userHash: 'h' });
      await widget.start();
      expect(stub.calls[0]).toEqual([
        'Intercom',
        { app_id: 'app1', api_base: INTERCOM_API_BASE[region], hide_default_launcher: true, user_id: 'u-1', user_hash: 'h', region },
      ]);
    }
  });

  it('opens anonymously when nobody is signed in, and starts over as the user who signs in next', async () => {
    const stub = stubSdk();
    const widget = new IntercomChatWidget({ appId: 'app1', region: 'us' }, stub.load);

    await widget.show();
    await widget.boot(ada);

    expect(stub.calls.map((c) => c[0])).toEqual(['Intercom', 'show', 'shutdown', 'boot']);
    expect(stub.calls[0]?.[1]).not.toHaveProperty('user_id');
    expect(stub.calls[3]?.[1]).toMatchObject({ user_id: 'u-ada', hide_default_launcher: true });
  });

  it('shuts down on sign-out, forgetting queued events, and does not load the SDK just to shut it down', async () => {
    const idle = stubSdk();
    await new IntercomChatWidget({ appId: 'app1', region: 'us' }, idle.load).shutdown();
    expect(idle.loads()).toBe(0);

    const stub = stubSdk();
    const widget = new IntercomChatWidget({ appId: 'app1', region: 'us' }, stub.load);
    await widget.boot(ada);
    await widget.start();
    await widget.shutdown();
    await widget.boot({ userId: 'u-grace', userHash: 'g' });

    expect(stub.calls.map((c) => c[0])).toEqual(['Intercom', 'shutdown', 'shutdown', 'boot']);
    expect(stub.calls[3]?.[1]).toMatchObject({ user_id: 'u-grace' });
    expect(stub.calls[3]?.[1]).not.toHaveProperty('email');
  });

  it('never rejects when the SDK is blocked or throws', async () => {
    const blocked = new IntercomChatWidget({ appId: 'app1', region: 'us' }, () => Promise.reject(new Error('blocked by the browser')));
    await expect(blocked.boot(ada)).resolves.toBeUndefined();
    await expect(blocked.start()).resolves.toBeUndefined();
    await expect(blocked.show()).resolves.toBeUndefined();

    const throwing = new IntercomChatWidget({ appId: 'app1', region: 'us' }, async () => ({
      Intercom: () => {
        throw new Error('widget script failed');
      },
      boot: () => undefined,
      show: () => undefined,
      shutdown: () => undefined,
      trackEvent: () => undefined,
    }));
    await expect(throwing.show()).resolves.toBeUndefined();
  });
});
