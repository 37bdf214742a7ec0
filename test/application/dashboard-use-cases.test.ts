import * as E from 'fp-ts/Either';
import { makeGetEmailAddresses } from '../../src/application/email/get-email-addresses';
import { makeGetUserProfile } from '../../src/application/profile/get-user-profile';
import { makeDeleteRemovalContract, makeRequestRemovalContract } from '../../src/application/removal/change-removal-contract';
import { makeGetRemovalStats } from '../../src/application/removal/get-removal-stats';
import { makeSupportChat } from '../../src/application/chat/support-chat';
import { EMPTY_PROFILE } from '../../src/domain/profile/user-profile';
import { anEmailAddress, aRemovalContract } from '../support/builders';
import { ScriptedProtectionApi } from '../support/fakes/scripted-protection-api';
import { RecordingChatWidget } from '../support/fakes/recording-chat-widget';

describe('the dashboard’s own reads and changes', () => {
  it('gives the profile as read', async () => {
    const api = new ScriptedProtectionApi().script('getUserProfile', E.right({ ...EMPTY_PROFILE, firstName: 'Ada' }));

    await expect(makeGetUserProfile({ api })()).resolves.toEqual(E.right({ ...EMPTY_PROFILE, firstName: 'Ada' }));
  });

  it('gives the addresses primary first, then by address', async () => {
    const api = new ScriptedProtectionApi().script(
      'getEmailAddresses',
      E.right([
        anEmailAddress({ address: 'c@example.com' }),
        anEmailAddress({ address: 'b@example.com', isPrimary: true }),
        anEmailAddress({ address: 'a@example.com' }),
      ]),
    );

    const emails = await makeGetEmailAddresses({ api })();

    expect(E.map((list: readonly { address: string }[]) => list.map((e) => e.address))(emails)).toEqual(
      E.right(['b@example.com', 'a@example.com', 'c@example.com']),
    );
  });

  it('counts removals by state, keeps each broker (open first), and passes failures on', async () => {
    const removed = { brokerId: '1', brokerName: 'A', state: 'REMOVED', requestedAt: '2026-11-24T09:00:00Z', removedAt: '2026-11-28T09:00:00Z' } as const;
    const found = { brokerId: '2', brokerName: 'B', state: 'FOUND', requestedAt: null, removedAt: null } as const;
    const api = new ScriptedProtectionApi().script('getRemovalStats', E.right({ brokers: [removed, found] }));

    await expect(makeGetRemovalStats({ api })()).resolves.toEqual(
      E.right({ total: 2, removed: 1, byState: { FOUND: 1, REQUESTED: 0, IN_PROGRESS: 0, REMOVED: 1 }, brokers: [found, removed] }),
    );
    await expect(makeGetRemovalStats({ api: new ScriptedProtectionApi() })()).resolves.toEqual(E.left({ kind: 'Network' }));
  });

  it('requests and withdraws the removal contract', async () => {
    const contract = aRemovalContract();
    const api = new ScriptedProtectionApi().script('requestRemovalContract', E.right(contract)).script('deleteRemovalContract', E.right(undefined));

    await expect(makeRequestRemovalContract({ api })()).resolves.toEqual(E.right(contract));
    await expect(makeDeleteRemovalContract({ api })()).resolves.toEqual(E.right(undefined));
    expect(api.calls.map((c) => c.method)).toEqual(['requestRemovalContract', 'deleteRemovalContract']);
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
