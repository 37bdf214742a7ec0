// JSON 1.1 errors: `{"__type": Code, "message": …}`, HTTP 500 for InternalErrorException and 400 for everything else.

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

export const cognitoError = (code: string, message: string): CognitoServiceError => new CognitoServiceError(code, message);

export const invalid = (message: string): CognitoServiceError => cognitoError('InvalidParameterException', message);

export const notAuthorized = (message: string): CognitoServiceError => cognitoError('NotAuthorizedException', message);

export const errorBody = (error: CognitoServiceError) => ({ __type: error.code, message: error.message });

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
} as const;
