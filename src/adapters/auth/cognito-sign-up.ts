import { CognitoUserAttribute, type CognitoUserPool, type ISignUpResult } from 'amazon-cognito-identity-js';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { CodeDeliveryDetails } from '../../domain/auth/sign-in/sign-in-step';
import { normalizeUsername } from '../../domain/auth/sign-in/username';
import type { ConfirmSignUpRequest, SignUpOutcome, SignUpRequest } from '../../domain/auth/sign-up/sign-up';
import { settle, stringRecord, toFailure, type LibraryUser, type Result } from './cognito-library';

const deliveryOf = (raw: unknown): CodeDeliveryDetails => {
  const delivery = stringRecord(raw);
  return { destination: delivery.Destination, deliveryMedium: delivery.DeliveryMedium, attributeName: delivery.AttributeName };
};

/** Sent as null, as Amplify does: null is "absent" on the wire, where an empty list is a value a peer may refuse. */
const NO_VALIDATION_DATA = null as unknown as CognitoUserAttribute[];

export class CognitoSignUp {
  constructor(
    private readonly pool: CognitoUserPool,
    private readonly userNamed: (username: string) => LibraryUser,
  ) {}

  signUp(request: SignUpRequest): Promise<Result<SignUpOutcome>> {
    const attributes = Object.entries(request.attributes).map(([Name, Value]) => new CognitoUserAttribute({ Name, Value }));
    const metadata = request.confirmation === undefined ? undefined : { signUpConfirmation: request.confirmation };
    return settle((done) => {
      this.pool.signUp(
        normalizeUsername(request.username),
        request.password,
        attributes,
        NO_VALIDATION_DATA,
        (error?: Error, result?: ISignUpResult) => {
          if (error || !result) return done(E.left(toFailure(error)));
          const delivery = O.fromNullable(result.codeDeliveryDetails as ISignUpResult['codeDeliveryDetails'] | undefined);
          done(E.right({ userConfirmed: result.userConfirmed, userId: result.userSub, codeDeliveryDetails: O.map(deliveryOf)(delivery) }));
        },
        metadata,
      );
    });
  }

  confirmSignUp(request: ConfirmSignUpRequest): Promise<Result<void>> {
    return settle((done) => {
      this.userNamed(normalizeUsername(request.username)).confirmRegistration(request.code.trim(), false, (error: unknown) => {
        done(error ? E.left(toFailure(error)) : E.right(undefined));
      });
    });
  }

  resendSignUpCode(request: { readonly username: string }): Promise<Result<CodeDeliveryDetails>> {
    return settle((done) => {
      this.userNamed(normalizeUsername(request.username)).resendConfirmationCode((error: unknown, result?: unknown) => {
        if (error) return done(E.left(toFailure(error)));
        done(E.right(deliveryOf((result as { CodeDeliveryDetails?: unknown } | undefined)?.CodeDeliveryDetails)));
      });
    });
  }

  forgotPassword(request: { readonly username: string }): Promise<Result<CodeDeliveryDetails>> {
    return settle((done) => {
      const sent = (data: unknown) => done(E.right(deliveryOf((data as { CodeDeliveryDetails?: unknown } | undefined)?.CodeDeliveryDetails)));
      this.userNamed(normalizeUsername(request.username)).forgotPassword({
        onSuccess: sent,
        onFailure: (error: unknown) => done(E.left(toFailure(error))),
        inputVerificationCode: sent,
      });
    });
  }

  confirmForgotPassword(request: { readonly username: string; readonly code: string; readonly password: string }): Promise<Result<void>> {
    return settle((done) => {
      this.userNamed(normalizeUsername(request.username)).confirmPassword(request.code.trim(), request.password, {
        onSuccess: () => done(E.right(undefined)),
        onFailure: (error: unknown) => done(E.left(toFailure(error))),
      });
    });
  }
}
