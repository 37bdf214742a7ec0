import type { Either } from 'fp-ts/Either';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { CodeDeliveryDetails } from '../../domain/auth/sign-in/sign-in-step';
import type { ConfirmSignUpRequest, SignUpOutcome, SignUpRequest } from '../../domain/auth/sign-up/sign-up';

/** A new person's account and the code that confirms their address. Never rejects: every problem is a Left. */
export interface SignUpGateway {
  signUp(request: SignUpRequest): Promise<Either<AuthFailure, SignUpOutcome>>;
  confirmSignUp(request: ConfirmSignUpRequest): Promise<Either<AuthFailure, void>>;
  resendSignUpCode(request: { readonly username: string }): Promise<Either<AuthFailure, CodeDeliveryDetails>>;
}
