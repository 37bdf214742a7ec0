// Faults forced for one person touch that person only: journeys of different people can run side by
// side against one local-backend, each with its own faults.
import WebSocket from 'ws';
import { startLocalBackend, type LocalBackend } from '../../local-backend/index';
import { signedInUser, type LocalUser } from '../adapters/protection-api/local-user';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({ log: () => undefined, chatPartDelayMs: 0 });
});
afterAll(async () => {
  await backend.close();
});
afterEach(() => backend.faults.clearAll());

const putFaults = (faults: unknown, person?: string) =>
  fetch(`${backend.url}/faults${person === undefined ? '' : `?for=${encodeURIComponent(person)}`}`, { method: 'PUT', body: JSON.stringify(faults) });

const breachStatus = (user: LocalUser) =>
  fetch(`${backend.url}/api/breach-status`, { method: 'POST', headers: { 'x-api-key': 'local-protection-key', Authorization: `Bearer ${user.idToken}` } });

const cognito = (operation: string, body: unknown) =>
  fetch(backend.cognitoEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });

/** The first frame the chat server answers a question with. */
async function firstAnswer(user: LocalUser): Promise<{ type: string }> {
  const socket = new WebSocket(backend.chatSocketUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const frame = new Promise<{ type: string }>((resolve) => socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()) as { type: string })));
  socket.send(
    JSON.stringify({ action: 'message', request_id: 'q-1', authorization: `Bearer ${user.accessToken}`, breach_name: 'Adobe', message: 'What was leaked?' }),
  );
  const answer = await frame;
  socket.close();
  return answer;
}

describe("local-backend's faults for one person", () => {
  it('fail that person’s reads, sign-in and chat while another person is served as usual', async () => {
    const ada = signedInUser(backend);
    const bob = signedInUser(backend);

    const set = await putFaults(
      { breachStatus: { status: 503 }, getUser: { error: 'InternalErrorException' }, signIn: { error: 'InternalErrorException' }, chat: { status: 500 } },
      ada.email.toUpperCase(),
    );
    expect(set.status).toBe(200);

    expect([(await breachStatus(ada)).status, (await breachStatus(bob)).status]).toEqual([503, 200]);
    expect([(await cognito('GetUser', { AccessToken: ada.accessToken })).status, (await cognito('GetUser', { AccessToken: bob.accessToken })).status]).toEqual([
      500, 200,
    ]);
    const initiate = (email: string) => cognito('InitiateAuth', { AuthFlow: 'CUSTOM_AUTH', ClientId: backend.clientId, AuthParameters: { USERNAME: email } });
    expect([(await initiate(ada.email)).status, (await initiate(bob.email)).status]).toEqual([500, 200]);
    expect([(await firstAnswer(ada)).type, (await firstAnswer(bob)).type]).toEqual(['error', 'reply']);
  });

  it('can be set for an address nobody has signed up with yet, and apply to its sign-up', async () => {
    const newcomer = `new.${Date.now()}@example.com`;
    await putFaults({ signUp: { error: 'UsernameExistsException' } }, newcomer);
    const signUp = (email: string) =>
      cognito('SignUp', {
        ClientId: backend.clientId,
        Username: email,
        Password: 'Gen3rated-Random-Password-30ch',
        UserAttributes: [{ Name: 'email', Value: email }],
      });

    expect((await signUp(newcomer)).status).toBe(400);
    expect((await signUp(`other.${Date.now()}@example.com`)).status).toBe(200);
  });

  it('are listed and cleared per person, and leave the process-wide faults alone', async () => {
    const ada = signedInUser(backend);
    await putFaults({ breachStatus: { status: 503 } }, ada.email);
    await putFaults({ subscriptionStatus: { status: 502 } });

    expect(await (await fetch(`${backend.url}/faults?for=${encodeURIComponent(ada.email)}`)).json()).toEqual({ breachStatus: { status: 503 } });
    expect(await (await fetch(`${backend.url}/faults`)).json()).toEqual({ subscriptionStatus: { status: 502 } });
    expect((await fetch(`${backend.url}/faults?for=${encodeURIComponent(ada.email)}`, { method: 'DELETE' })).status).toBe(204);

    expect((await breachStatus(ada)).status).toBe(200);
    expect(await (await fetch(`${backend.url}/faults`)).json()).toEqual({ subscriptionStatus: { status: 502 } });
  });

  it('refuses a malformed address', async () => {
    const refused = await putFaults({ breachStatus: { status: 503 } }, 'not an address');

    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'InvalidFaults' });
  });
});
