import type { BreachConversations } from '../application/chat/breach-conversations';
import type { SignInDestination } from '../application/auth/sign-in-destination';
import type { AuthServices, ChatServices } from '../ui/app-services';
import type { AuthPart } from './auth-part';

/** Built once, on the first `load`, from code fetched then; a failed fetch is tried again by the next `load`. */
type OnDemand<T> = { readonly load: () => Promise<T>; readonly built: () => T | undefined };

export function onDemand<T>(make: () => Promise<T>): OnDemand<T> {
  let built: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () =>
    (pending ??= make().then(
      (value) => (built = value),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { load, built: () => built };
}

const required = <T>(part: OnDemand<T>, name: string): T => {
  const built = part.built();
  if (built === undefined) throw new Error(`The ${name} services were used before AppServices.onDemand loaded them.`);
  return built;
};

export function authOnDemand(part: OnDemand<AuthPart>, destination: SignInDestination): AuthServices {
  const built = () => required(part, 'sign-in');
  return {
    destination,
    // The dashboard changes the region with no screen that loads the part first.
    region: { change: async (region) => (await part.load()).region.change(region) },
    get signIn() {
      return built().signIn;
    },
    get confirmSignIn() {
      return built().confirmSignIn;
    },
    get signUpConfirmation() {
      return built().signUpConfirmation;
    },
    get authenticator() {
      return built().authenticator;
    },
    get passkeys() {
      return built().passkeys;
    },
    get devices() {
      return built().devices;
    },
  };
}

export const chatOnDemand = (part: OnDemand<BreachConversations>, getBreachStatus: ChatServices['getBreachStatus']): ChatServices => ({
  getBreachStatus,
  get conversations() {
    return required(part, 'chat');
  },
});
