import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import { type SignUpOptions, type SignUpResult, signUpAttributes, toSignUpResult, validateSignUpInput } from '../../domain/auth/sign-up/sign-up';
import { generateSignUpPassword } from '../../domain/auth/sign-up/sign-up-password';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { RandomSource } from '../ports/random-source.port';

type SignUpPasswordlessInput = { readonly email: string; readonly region?: string };

export type SignUpPasswordless = (input: SignUpPasswordlessInput) => Promise<E.Either<AuthFailure, SignUpResult>>;

/** The product signs in with a code right after sign-up, so no auto sign-in. */
const PASSWORDLESS: SignUpOptions = { autoSignIn: false, verificationMethod: 'code' };

export function makeSignUpPasswordless(deps: { readonly auth: AuthGateway; readonly random: RandomSource }): SignUpPasswordless {
  return async ({ email, region }) => {
    const input = validateSignUpInput({ username: email, password: generateSignUpPassword(deps.random) });
    if (E.isLeft(input)) return E.left(input.left);
    const { username, password } = input.right;
    const attributes = signUpAttributes({ email: username, region, userAlias: deps.random.uuid() });
    return pipe(
      await deps.auth.signUp({ username, password, attributes }),
      E.map((outcome) => toSignUpResult(outcome, PASSWORDLESS)),
    );
  };
}
