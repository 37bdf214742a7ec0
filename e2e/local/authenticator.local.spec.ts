// Local mode: the real library against local-backend's pool (its triggers ask the app's code second).
import { turnOffAuthenticator, turnOnAuthenticatorThenSignInWithIt } from '../authenticator-journey';
import { test } from '../fixtures';

test('a person turns on an authenticator app, then signs in with the e-mailed code and the app’s code; and turns it off', async ({ page, backend }) => {
  await turnOnAuthenticatorThenSignInWithIt(page, backend);
  await turnOffAuthenticator(page);
});
