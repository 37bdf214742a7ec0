/**
 * @jest-environment ./test/support/jsdom-environment.cjs
 */
// app.html's inline start, run as the browser runs it, and the Protection API adapter adopting what it sent.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { EARLY_READS_GLOBAL, earlyAnswersOf } from '../../src/adapters/http/early-answers';
import { AxiosProtectionApi } from '../../src/adapters/protection-api/axios-protection-api';
import { earlyReadsScript } from '../../src/start-up/early-reads';

const PREFIX = 'CognitoIdentityServiceProvider.client-1';
const config = { protectionApi: { url: 'http://127.0.0.1:9/api/', key: 'the-key' }, cognito: { clientId: 'client-1' } };
const jwt = (exp: number) => `h.${btoa(JSON.stringify({ sub: 'u1', exp })).replace(/=+$/, '')}.s`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

type Sent = { readonly url: string; readonly method: string; readonly headers: Record<string, string>; readonly body?: string };

function start(path: string, tokens: { idToken: string; accessToken: string } | null, status = 200) {
  window.history.replaceState(null, '', path);
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
  if (tokens) {
    localStorage.setItem(`${PREFIX}.LastAuthUser`, 'u1');
    localStorage.setItem(`${PREFIX}.u1.idToken`, tokens.idToken);
    localStorage.setItem(`${PREFIX}.u1.accessToken`, tokens.accessToken);
  }
  const sent: Sent[] = [];
  const answers: ((response: Response) => void)[] = [];
  window.fetch = jest.fn((url: string, init: RequestInit) => {
    sent.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, body: init.body as string | undefined });
    return new Promise<Response>((resolve) => answers.push(resolve));
  }) as unknown as typeof fetch;
  new Function(earlyReadsScript(config))();
  const answerAll = async () => {
    for (const answer of answers.splice(0)) answer(new Response('{}', { status }));
    await new Promise(process.nextTick);
  };
  return { sent, answerAll };
}

describe("app.html's early reads", () => {
  // jsdom prints each refused connection to port 9, which the adoption case relies on.
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('on /dashboard with a live token: the profile first, the six other reads and the visit’s mark once it has answered, each with the key and the bearer', async () => {
    const idToken = jwt(inAnHour());
    const { sent, answerAll } = start('/dashboard', { idToken, accessToken: jwt(inAnHour()) });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['GET http://127.0.0.1:9/api/profile-info/user-profile']);
    await answerAll();
    expect(sent.slice(1).map((request) => `${request.method} ${request.url.replace(config.protectionApi.url, '')} ${request.body ?? ''}`.trim())).toEqual([
      'POST subscription-status {"isWeb":true}',
      'GET data-broker-removal/contract',
      'GET profile-info/email-addresses',
      'GET data-broker-deletion',
      'POST breach-status',
      'GET breach-progress',
      'POST last-visit',
    ]);
    for (const request of sent) expect(request.headers).toEqual(expect.objectContaining({ Authorization: `Bearer ${idToken}`, 'x-api-key': 'the-key' }));
  });

  it.each([
    ['another page', '/security', { idToken: jwt(inAnHour()), accessToken: jwt(inAnHour()) }],
    ['nobody signed in', '/dashboard', null],
    ['an expired access token', '/dashboard', { idToken: jwt(inAnHour()), accessToken: jwt(Math.floor(Date.now() / 1000) - 1) }],
    // The app might refresh it before it reads: answers sent with it, the visit's mark among them, would then not be taken.
    ['a token that expires within the minute', '/dashboard', { idToken: jwt(inAnHour()), accessToken: jwt(Math.floor(Date.now() / 1000) + 50) }],
    ['a token that is not one', '/dashboard', { idToken: 'garbage', accessToken: 'garbage' }],
  ])('sends nothing for %s', (_case, path, tokens) => {
    expect(start(path, tokens).sent).toEqual([]);
    expect((window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL]).toBeUndefined();
  });

  it('sends nothing more when the profile is refused: the app handles the refusal as its own', async () => {
    const { sent, answerAll } = start('/dashboard', { idToken: jwt(inAnHour()), accessToken: jwt(inAnHour()) }, 401);
    await answerAll();
    expect(sent).toHaveLength(1);
  });

  it('the adapter takes each answer once, for the same token only, instead of asking (port 9 answers nothing)', async () => {
    const idToken = jwt(inAnHour());
    const { answerAll } = start('/dashboard', { idToken, accessToken: jwt(inAnHour()) });
    await answerAll();
    await answerAll();
    const api = (token: string) =>
      new AxiosProtectionApi({
        ...config,
        verificationUrl: config.protectionApi.url,
        verificationKey: 'k',
        bearer: async () => O.some(token),
        early: earlyAnswersOf(window),
      });
    const reads = (adapter: AxiosProtectionApi) =>
      Promise.all([
        adapter.getUserProfile(),
        adapter.getSubscriptionStatus(),
        adapter.getRemovalContract(),
        adapter.getEmailAddresses(),
        adapter.getRemovalStats(),
        adapter.getBreachStatus(),
        adapter.getBreachProgress(),
      ]);
    const noAnswer = E.left({ kind: 'Network' });
    expect(await reads(api('another-token'))).toEqual(Array(7).fill(noAnswer));
    // Each an answer of '{}', which most reads refuse as not what they expect: an answer all the same, not the port's silence.
    const adopted = await reads(api(idToken));
    expect(adopted.filter((answer) => E.isLeft(answer) && answer.left.kind === 'Network')).toEqual([]);
    expect(await reads(api(idToken))).toEqual(Array(7).fill(noAnswer));
  });
});
