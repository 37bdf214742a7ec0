import * as E from 'fp-ts/Either';
import type { BreachConversations } from '../../src/application/chat/breach-conversations';
import type { AuthPart } from '../../src/composition/auth-part';
import { loadOnce } from '../../src/application/load-once';
import { authOnDemand, chatOnDemand } from '../../src/composition/on-demand';
import type { AuthServices } from '../../src/ui/app-services';

const destination = { hold: jest.fn(), remember: jest.fn(), after: jest.fn() } as unknown as AuthServices['destination'];

const anAuthPart = (): AuthPart =>
  ({
    signIn: jest.fn(),
    confirmSignIn: jest.fn(),
    signUpConfirmation: {},
    authenticator: {},
    passkeys: {},
    devices: {},
    region: { change: jest.fn(async (region: string) => E.right(region)) },
  }) as unknown as AuthPart;

describe('authOnDemand', () => {
  it('has the destination at once, and refuses the rest before they are loaded', () => {
    const auth = authOnDemand(
      loadOnce(async () => anAuthPart()),
      destination,
    );

    expect(auth.destination).toBe(destination);
    for (const read of [
      () => auth.signIn,
      () => auth.confirmSignIn,
      () => auth.signUpConfirmation,
      () => auth.authenticator,
      () => auth.passkeys,
      () => auth.devices,
    ])
      expect(read).toThrow('The sign-in services were used before AppServices.onDemand loaded them.');
  });

  it('gives the loaded services once loaded', async () => {
    const built = anAuthPart();
    const part = loadOnce(async () => built);
    const auth = authOnDemand(part, destination);

    await part.load();

    expect(auth.signIn).toBe(built.signIn);
    expect(auth.confirmSignIn).toBe(built.confirmSignIn);
    expect(auth.signUpConfirmation).toBe(built.signUpConfirmation);
    expect(auth.authenticator).toBe(built.authenticator);
    expect(auth.passkeys).toBe(built.passkeys);
    expect(auth.devices).toBe(built.devices);
  });

  it('changes the region after loading the services itself: the dashboard loads none first', async () => {
    const built = anAuthPart();
    const auth = authOnDemand(
      loadOnce(async () => built),
      destination,
    );

    await expect(auth.region.change('GB')).resolves.toEqual(E.right('GB'));
    expect(built.region.change).toHaveBeenCalledWith('GB');
  });
});

describe('chatOnDemand', () => {
  it('has the breach status at once, and the conversations once loaded', async () => {
    const conversations = {} as BreachConversations;
    const getBreachStatus = jest.fn();
    const part = loadOnce(async () => conversations);
    const chat = chatOnDemand(part, getBreachStatus);

    expect(chat.getBreachStatus).toBe(getBreachStatus);
    expect(() => chat.conversations).toThrow('The chat services were used before AppServices.onDemand loaded them.');
    await part.load();
    expect(chat.conversations).toBe(conversations);
  });
});
