import type { BreachConversations } from '../application/chat/breach-conversations';
import type { SignInDestination } from '../application/auth/sign-in-destination';
import type { AuthServices, ChatServices } from '../ui/app-services';
import type { AuthPart } from './auth-part';
import type { LoadOnce } from '../application/load-once';

const required = <T>(part: LoadOnce<T>, name: string): T => {
  const built = part.current();
  if (built === undefined) throw new Error(`The ${name} services were used before AppServices.onDemand loaded them.`);
  return built;
};

export function authOnDemand(part: LoadOnce<AuthPart>, destination: SignInDestination): AuthServices {
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

export const chatOnDemand = (part: LoadOnce<BreachConversations>, getBreachStatus: ChatServices['getBreachStatus']): ChatServices => ({
  getBreachStatus,
  get conversations() {
    return required(part, 'chat');
  },
});
