/** @jest-environment node */
import { BroadcastSignUpConfirmationEvents } from '../../../src/adapters/browser/broadcast-sign-up-confirmation-events';

describe('BroadcastSignUpConfirmationEvents', () => {
  it('tells this tab at once and the other tabs of the browser through the channel, and ignores malformed messages', async () => {
    const name = `test-${Math.random()}`;
    const channels = [new BroadcastChannel(name), new BroadcastChannel(name)] as const;
    const here = new BroadcastSignUpConfirmationEvents(channels[0]);
    const there = new BroadcastSignUpConfirmationEvents(channels[1]);
    const heardHere: string[] = [];
    const heardThere = new Promise<string>((resolve) => there.subscribe(resolve));
    here.subscribe((username) => heardHere.push(username));
    const stranger = new BroadcastChannel(name);
    stranger.postMessage({ username: 42 });
    stranger.postMessage('ada@example.com');

    here.publish('ada@example.com');

    expect(heardHere).toEqual(['ada@example.com']);
    await expect(heardThere).resolves.toBe('ada@example.com');
    for (const channel of [stranger, ...channels]) channel.close();
  });
});
