// Which fault-switch entries a Cognito call answers to.
import type { FaultOperation } from '../../src/stand-ins/faults/fault-schema';
import { type JsonObject, field } from './request';

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
