// JSON 1.1 errors: `{"__type": Code, "message": …}`, HTTP 500 for InternalErrorException and 400 for everything else.

export type CognitoErrorCode =
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'InternalErrorException'
  | 'InvalidLambdaResponseException'
  | 'InvalidParameterException'
  | 'InvalidPasswordException'
  | 'LimitExceededException'
  | 'NotAuthorizedException'
  | 'PasswordResetRequiredException'
  | 'ResourceNotFoundException'
  | 'SerializationException'
  | 'UnknownOperationException'
  | 'UnsupportedOperationException'
  | 'UnsupportedTokenTypeException'
  | 'UserLambdaValidationException'
  | 'UserNotConfirmedException'
  | 'UserNotFoundException'
  | 'UsernameExistsException';

export class CognitoServiceError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number = statusFor(code),
  ) {
    super(message);
    this.name = code;
  }
}

export const statusFor = (code: string): number => (code === 'InternalErrorException' ? 500 : 400);

export const cognitoError = (code: CognitoErrorCode, message: string): CognitoServiceError => new CognitoServiceError(code, message);

export type ErrorBody = { readonly __type: string; readonly message: string };

export const errorBody = (error: CognitoServiceError): ErrorBody => ({ __type: error.code, message: error.message });

/** The messages real pools answer with; tests and the app's error mapping rely on the exact text. */
export const MESSAGES = {
  incorrectCredentials: 'Incorrect username or password.',
  invalidSession: 'Invalid session for the user.',
  expiredSession: 'Invalid session for the user, session is expired.',
  userNotFound: 'User does not exist.',
  userNotConfirmed: 'User is not confirmed.',
  passwordResetRequired: 'Password reset required for the user',
  deviceNotFound: 'Device does not exist.',
  emailExists: 'An account with the given email already exists.',
  invalidRefreshToken: 'Invalid Refresh Token',
  refreshRevoked: 'Refresh Token has been revoked',
  refreshExpired: 'Refresh Token has expired',
  invalidAccessToken: 'Invalid Access Token',
  accessRevoked: 'Access Token has been revoked',
  accessExpired: 'Access Token has expired',
} as const;
