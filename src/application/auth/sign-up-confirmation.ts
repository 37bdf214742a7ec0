import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type AuthFailure, validationFailure } from '../../domain/auth/failure/auth-failure';
import type { CodeDeliveryDetails, SignInResult } from '../../domain/auth/sign-in/sign-in-step';
import { AUTO_SIGN_IN_TTL_MS, type AutoSignIn, autoSignInAfterConfirmation } from '../../domain/auth/sign-up/auto-sign-in';
import { type SignUpResult, signUpAttributes, toSignUpResult, validateSignUpInput } from '../../domain/auth/sign-up/sign-up';
import { generateSignUpPassword } from '../../domain/auth/sign-up/sign-up-password';
import { normalizeUsername } from '../../domain/auth/sign-in/username';
import type { SignUpGateway } from '../ports/sign-up-gateway.port';
import type { Clock } from '../ports/clock.port';
import type { RandomSource } from '../ports/random-source.port';
import type { SignUpConfirmationEvents } from '../ports/sign-up-confirmation-events.port';
import { listeners } from '../listeners';
import type { SignIn } from './sign-in';

type ConfirmationMethod = 'code' | 'link';

type Timer = (ms: number, run: () => void) => () => void;

type SignUpInput = { readonly email: string; readonly region?: string; readonly method?: ConfirmationMethod };

export type AutoSignInOutcome = E.Either<AuthFailure, SignInResult> | 'expired';

export type SignUpConfirmationDeps = {
  readonly auth: SignUpGateway;
  readonly random: RandomSource;
  readonly clock: Clock;
  readonly events: SignUpConfirmationEvents;
  readonly signIn: SignIn;
  readonly timer: Timer;
};

/** Waits for the address to be confirmed (in any tab), then signs in with the generated password, kept in memory only, for 180 s. */
export class SignUpConfirmation {
  private pending: O.Option<AutoSignIn & { readonly password: string }> = O.none;
  private stopListening: () => void = () => undefined;
  private cancelReset: () => void = () => undefined;
  private readonly outcomes = listeners<AutoSignInOutcome>();

  constructor(private readonly deps: SignUpConfirmationDeps) {}

  /** `method` asks for a confirmation step; without it, the pool decides. Only an unconfirmed sign-up waits for auto sign-in. */
  async signUp(input: SignUpInput): Promise<E.Either<AuthFailure, SignUpResult>> {
    const valid = validateSignUpInput({ username: input.email, password: generateSignUpPassword(this.deps.random) });
    if (E.isLeft(valid)) return E.left(valid.left);
    const { username, password } = valid.right;
    const attributes = signUpAttributes({ email: username, region: input.region, userAlias: this.deps.random.uuid() });
    const signedUp = await this.deps.auth.signUp({ username, password, attributes, ...(input.method === undefined ? {} : { confirmation: input.method }) });
    if (E.isLeft(signedUp)) return E.left(signedUp.left);
    if (!signedUp.right.userConfirmed) this.wait({ username, password, startedAt: this.deps.clock.now() });
    return E.right(toSignUpResult(signedUp.right, { autoSignIn: !signedUp.right.userConfirmed, verificationMethod: input.method ?? 'code' }));
  }

  async confirm(input: { readonly username: string; readonly code: string }): Promise<E.Either<AuthFailure, void>> {
    const code = input.code.trim();
    if (code === '') return E.left(validationFailure('EmptyChallengeResponse'));
    const username = normalizeUsername(input.username);
    const confirmed = await this.deps.auth.confirmSignUp({ username, code });
    if (E.isRight(confirmed)) this.deps.events.publish(username);
    return confirmed;
  }

  resend(username: string): Promise<E.Either<AuthFailure, CodeDeliveryDetails>> {
    return this.deps.auth.resendSignUpCode({ username: normalizeUsername(username) });
  }

  waitingFor(): O.Option<string> {
    return O.map((pending: AutoSignIn) => pending.username)(this.pending);
  }

  readonly onAutoSignIn = this.outcomes.subscribe;

  reset(): void {
    this.stopListening();
    this.cancelReset();
    this.stopListening = () => undefined;
    this.cancelReset = () => undefined;
    this.pending = O.none;
  }

  private wait(pending: AutoSignIn & { readonly password: string }): void {
    this.reset();
    this.pending = O.some(pending);
    this.stopListening = this.deps.events.subscribe((username) => void this.confirmed(username));
    this.cancelReset = this.deps.timer(AUTO_SIGN_IN_TTL_MS, () => {
      this.reset();
      this.outcomes.emit('expired');
    });
  }

  private async confirmed(username: string): Promise<void> {
    const pending = this.pending;
    const decision = autoSignInAfterConfirmation(pending, username, this.deps.clock.now());
    if (decision === 'none' || O.isNone(pending)) return;
    this.reset();
    if (decision === 'expired') return this.outcomes.emit('expired');
    // SRP: the password never leaves this tab, and a new app client allows no USER_PASSWORD_AUTH.
    this.outcomes.emit(await this.deps.signIn({ username: pending.value.username, password: pending.value.password, authFlowType: 'USER_SRP_AUTH' }));
  }
}
