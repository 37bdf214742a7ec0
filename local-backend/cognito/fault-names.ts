// Which fault-switch entries a Cognito call answers to, the app's (more specific) name first.
import type { FaultOperation } from '../../src/stand-ins/faults/fault-schema';
import { type JsonObject, field } from './request';

const APP_NAMES: Readonly<Record<string, FaultOperation>> = {
  SignUp: 'signUp',
  RespondToAuthChallenge: 'confirmSignIn',
  RevokeToken: 'signOut',
  GetUser: 'getUser',
  UpdateUserAttributes: 'setRegion',
  ConfirmSignUp: 'confirmSignUp',
  ResendConfirmationCode: 'resendSignUpCode',
};

export function faultNames(operation: string, body: JsonObject): FaultOperation[] {
  if (operation === 'ListDevices') return ['listDevices'];
  if (operation === 'ForgetDevice') return ['forgetDevice'];
  if (operation === 'InitiateAuth') {
    const flow = field(body, 'AuthFlow');
    return [
      ...(flow === 'CUSTOM_AUTH' ? ['signIn' as const] : flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN' ? ['refresh' as const] : []),
      'InitiateAuth',
    ];
  }
  const appName = Object.hasOwn(APP_NAMES, operation) ? APP_NAMES[operation] : undefined;
  return appName === undefined ? [] : [appName, operation as FaultOperation];
}
