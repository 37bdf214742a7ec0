const OFFLINE_SESSION_KEY = 'protect.offline.session';
const COGNITO_LAST_USER = /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/;
/** The hosted sign-out adapter's mark, as text, so the landing page loads none of its code. */
const HOSTED_SIGN_OUT_MARK = 'protect.hostedSignOut';

/** True when this tab is back from the hosted sign-out: the app starts at once to tell how it went. */
export function backFromHostedSignOut(session: Storage): boolean {
  try {
    return session.getItem(HOSTED_SIGN_OUT_MARK) !== null;
  } catch {
    return true;
  }
}

/** True when someone may be signed in on this device (their landing page differs), or storage is refused: the app starts at once. */
export function mayBeSignedIn(local: Storage): boolean {
  try {
    if (local.getItem(OFFLINE_SESSION_KEY) !== null) return true;
    for (let i = 0; i < local.length; i++) if (COGNITO_LAST_USER.test(local.key(i) ?? '')) return true;
    return false;
  } catch {
    return true;
  }
}
