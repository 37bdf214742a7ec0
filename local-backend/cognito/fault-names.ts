// Which fault-switch entries a Cognito call answers to.
import type { FaultOperation } from '../../src/stand-ins/faults/fault-schema';

type JsonObject = Readonly<Record<string, unknown>>;

/** A request field; `null` counts as absent (the library sends nulls). */
const field = (obj: JsonObject, key: string): unknown => (Object.prototype.hasOwnProperty.call(obj, key) && obj[key] !== null ? obj[key] : undefined);

/** Fault-switch names for a call, the app's (more specific) name first. */
export function faultNames(operation: string, body: JsonObject): FaultOperation[] {
  switch (operation) {
    case 'SignUp':
      return ['signUp', 'SignUp'];
    case 'InitiateAuth': {
      const flow = field(body, 'AuthFlow');
      const alias: FaultOperation[] = flow === 'CUSTOM_AUTH' ? ['signIn'] : flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN' ? ['refresh'] : [];
      return [...alias, 'InitiateAuth'];
    }
    case 'RespondToAuthChallenge':
      return ['confirmSignIn', 'RespondToAuthChallenge'];
    case 'RevokeToken':
      return ['signOut', 'RevokeToken'];
    case 'GetUser':
      return ['getUser', 'GetUser'];
    case 'ConfirmSignUp':
      return ['confirmSignUp', 'ConfirmSignUp'];
    case 'ResendConfirmationCode':
      return ['resendSignUpCode', 'ResendConfirmationCode'];
    case 'ListDevices':
      return ['listDevices'];
    case 'ForgetDevice':
      return ['forgetDevice'];
    default:
      return [];
  }
}
