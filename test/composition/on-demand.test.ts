import * as E from 'fp-ts/Either';
import type { BreachConversations } from '../../src/application/chat/breach-conversations';
import type { AuthPart } from '../../src/composition/auth-part';
import { authOnDemand, chatOnDemand, onDemand } from '../../src/composition/on-demand';
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

describe('onDemand', () => {
  it('builds once, on the first load, however many loads wait for it', async () => {
    const make = jest.fn(async () => ({ built: true }));
    const part = onDemand(make);

    expect(part.built()).toBeUndefined();
    expect(make).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([part.load(), part.load()]);

    expect(first).toBe(second);
    expect(part.built()).toBe(first);
    await part.load();
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next load when the code could not be fetched', async () => {
    const make = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce('built');
    const part = onDemand(make);

    await expect(part.load()).rejects.toThrow('ChunkLoadError');
    expect(part.built()).toBeUndefined();
    await expect(part.load()).resolves.toBe('built');
    expect(make).toHaveBeenCalledTimes(2);
  });
});

describe('authOnDemand', () => {
  it('has the destination at once, and refuses the rest before they are loaded', () => {
    const auth = authOnDemand(
      onDemand(async () => anAuthPart()),
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
    const part = onDemand(async () => built);
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
      onDemand(async () => built),
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
    const part = onDemand(async () => conversations);
    const chat = chatOnDemand(part, getBreachStatus);

    expect(chat.getBreachStatus).toBe(getBreachStatus);
    expect(() => chat.conversations).toThrow('The chat services were used before AppServices.onDemand loaded them.');
    await part.load();
    expect(chat.conversations).toBe(conversations);
  });
});
