// Whether this browser has WebAuthn, kept apart from the ceremony so the ceremony can load only when used.
/** The two calls of navigator.credentials used here. */
export type PasskeyCredentials = { create(options: CredentialCreationOptions): Promise<unknown>; get(options: CredentialRequestOptions): Promise<unknown> };

type PasskeyWindow = { readonly PublicKeyCredential?: unknown; readonly navigator?: { readonly credentials?: unknown } };

/** A browser without WebAuthn is offered no passkey at all. */
export function passkeysAvailable(win: PasskeyWindow): boolean {
  const credentials = win.navigator?.credentials as Partial<PasskeyCredentials> | undefined;
  return typeof win.PublicKeyCredential === 'function' && typeof credentials?.create === 'function' && typeof credentials.get === 'function';
}

/** navigator.credentials when this browser can make and use passkeys. */
export const browserPasskeys = (win: Window): PasskeyCredentials | undefined => (passkeysAvailable(win) ? win.navigator.credentials : undefined);
