import * as O from 'fp-ts/Option';
import { makeSignInDestination } from '../../../src/application/auth/sign-in-destination';
import type { DestinationStore, SavedDestination } from '../../../src/application/ports/destination-store.port';
import { SIGN_IN_STATE_TTL_MS } from '../../../src/domain/auth/sign-in/sign-in-state';
import { FakeClock } from '../../support/fakes/fake-clock';

class MemoryDestinationStore implements DestinationStore {
  saved: SavedDestination | null = null;
  save(destination: SavedDestination): void {
    this.saved = destination;
  }
  take(): O.Option<SavedDestination> {
    const saved = this.saved;
    this.saved = null;
    return O.fromNullable(saved);
  }
}

const setup = () => {
  const store = new MemoryDestinationStore();
  const clock = new FakeClock();
  return { store, clock, destination: makeSignInDestination({ store, clock }) };
};

describe('makeSignInDestination', () => {
  it('keeps a validated next, and nothing when there is none', () => {
    const { store, clock, destination } = setup();

    destination.remember(null);
    expect(store.saved).toBeNull();

    destination.remember('//evil.example');
    expect(store.saved).toEqual({ path: '/dashboard', savedAt: clock.now() });
  });

  it('lands where the sign-in was headed, within the sign-in state’s lifetime, once', () => {
    const { clock, destination } = setup();
    destination.remember('/chatbot?breach_name=Adobe');
    clock.advance(SIGN_IN_STATE_TTL_MS - 1);

    expect(destination.after({ fromSignUp: false, next: null })).toBe('/chatbot?breach_name=Adobe');
    expect(destination.after({ fromSignUp: false, next: null })).toBe('/dashboard');
  });

  it('forgets a destination as old as the sign-in state’s lifetime', () => {
    const { clock, destination } = setup();
    destination.remember('/chatbot');
    clock.advance(SIGN_IN_STATE_TTL_MS);

    expect(destination.after({ fromSignUp: false, next: null })).toBe('/dashboard');
  });

  it('prefers the code screen’s own next, and sends a new account to the plans', () => {
    const { destination } = setup();
    destination.remember('/chatbot');

    expect(destination.after({ fromSignUp: false, next: '/signing?docusealSlug=a' })).toBe('/signing?docusealSlug=a');
    destination.remember('/chatbot');
    expect(destination.after({ fromSignUp: true, next: '/chatbot' })).toBe('/subscription-options');
  });

  it('keeps what a turned-away page carried outside the address bar with the destination, never in next', () => {
    const { store, destination } = setup();
    destination.hold('/chatbot?breach_name=Adobe&source=hibp');
    destination.remember('/chatbot');

    expect(store.saved?.path).toBe('/chatbot?breach_name=Adobe&source=hibp');
    expect(destination.after({ fromSignUp: false, next: '/chatbot' })).toBe('/chatbot?breach_name=Adobe&source=hibp');

    destination.hold('/signing?docusealSlug=a');
    destination.remember('/dashboard');
    expect(store.saved?.path).toBe('/dashboard');
    destination.remember('/signing');
    expect(store.saved?.path).toBe('/signing');
  });

  it('keeps the turned-away page across a reload of the sign-in page (a new instance, the same store)', () => {
    const { store, clock, destination } = setup();
    destination.hold('/chatbot?breach_name=Adobe&source=hibp');

    const afterReload = makeSignInDestination({ store, clock });
    afterReload.remember('/chatbot');

    expect(afterReload.after({ fromSignUp: false, next: '/chatbot' })).toBe('/chatbot?breach_name=Adobe&source=hibp');
  });

  it('forgets a turned-away page when the sign-in goes nowhere in particular, or after the sign-in state’s lifetime', () => {
    const { store, clock, destination } = setup();
    destination.hold('/chatbot?breach_name=Adobe&source=hibp');
    destination.remember(null);
    expect(destination.after({ fromSignUp: false, next: null })).toBe('/dashboard');

    destination.hold('/chatbot?breach_name=Adobe&source=hibp');
    clock.advance(SIGN_IN_STATE_TTL_MS);
    const later = makeSignInDestination({ store, clock });
    later.remember('/chatbot');
    expect(later.after({ fromSignUp: false, next: '/chatbot' })).toBe('/chatbot');
  });
});
