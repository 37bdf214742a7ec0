/** @jest-environment <rootDir>/test/support/jsdom-environment.cjs */
import * as E from 'fp-ts/Either';
import { DocusealSigning, SIGNING_LOAD_TIMEOUT_MS, SIGNING_SANDBOX } from '../../../src/adapters/signing/docuseal-signing';
import { lazySigning } from '../../../src/adapters/signing/lazy-signing';
import { OfflineSigning } from '../../../src/adapters/signing/offline-signing';
import type { Signing } from '../../../src/application/ports/signing.port';
import { REMOVAL_AGREEMENT } from '../../../src/stand-ins/protection/removal-agreement';

const byLabel = (root: HTMLElement, text: string): HTMLInputElement => {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent === text);
  return root.querySelector(`#${label?.getAttribute('for') ?? 'missing'}`) as HTMLInputElement;
};
const button = (root: HTMLElement, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;

describe('OfflineSigning', () => {
  const setup = (result: E.Either<unknown, unknown> = E.right({})) => {
    const container = document.createElement('div');
    document.body.append(container);
    let marks = 0;
    const signing = new OfflineSigning({ markSigned: async () => ((marks += 1), result) });
    return { container, signing, marks: () => marks };
  };

  it('shows the whole agreement, asks for a typed name and consent, and completes by marking the contract signed', async () => {
    const { container, signing, marks } = setup();
    const outcome = signing.sign(container, 'contract-abc');

    for (const paragraph of REMOVAL_AGREEMENT) expect(container.textContent).toContain(paragraph);
    expect(document.activeElement).toBe(byLabel(container, 'Type your full name to sign'));
    button(container, 'Sign').click();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Type your full name to sign.');
    byLabel(container, 'Type your full name to sign').value = 'Ada Lovelace';
    button(container, 'Sign').click();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Tick the box to agree before you sign.');
    byLabel(container, 'I have read this authorisation and agree to it').checked = true;
    button(container, 'Sign').click();

    await expect(outcome).resolves.toBe('completed');
    expect(marks()).toBe(1);
    expect(container.childElementCount).toBe(0);
  });

  it('shows a slug with markup as text', () => {
    const { container, signing } = setup();
    void signing.sign(container, '<img src=x>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('is declined by Cancel or by the screen going away, and keeps the form when saving fails', async () => {
    const cancelled = setup();
    const byCancel = cancelled.signing.sign(cancelled.container, 'contract-abc');
    button(cancelled.container, 'Cancel').click();
    await expect(byCancel).resolves.toBe('declined');

    const aborted = setup();
    const abort = new AbortController();
    const byAbort = aborted.signing.sign(aborted.container, 'contract-abc', abort.signal);
    abort.abort();
    await expect(byAbort).resolves.toBe('declined');
    expect(aborted.container.childElementCount).toBe(0);

    const failing = setup(E.left({ kind: 'Network' }));
    void failing.signing.sign(failing.container, 'contract-abc');
    byLabel(failing.container, 'Type your full name to sign').value = 'Ada Lovelace';
    byLabel(failing.container, 'I have read this authorisation and agree to it').checked = true;
    button(failing.container, 'Sign').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing.container.querySelector('[role="alert"]')?.textContent).toBe('The signature could not be saved. Try again.');
    expect(button(failing.container, 'Sign').disabled).toBe(false);
  });
});

describe('DocusealSigning', () => {
  const ORIGIN = 'https://docuseal.example.com';
  const setup = (host = 'https://docuseal.example.com/') => {
    const container = document.createElement('div');
    document.body.append(container);
    return { container, signing: new DocusealSigning(host) };
  };
  const frameIn = (container: HTMLElement) => container.querySelector('iframe') as HTMLIFrameElement;
  const post = (data: unknown, { origin = ORIGIN, source }: { origin?: string; source: MessageEventSource | null }) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('frames the signing page for the slug on the signing origin, sandboxed, and runs none of its code in ours', async () => {
    const { container, signing } = setup();
    const completed = signing.sign(container, 'contract-abc');

    const frame = frameIn(container);
    expect(frame.getAttribute('src')).toBe(`${ORIGIN}/s/contract-abc`);
    expect(frame.getAttribute('sandbox')).toBe(SIGNING_SANDBOX);
    expect(SIGNING_SANDBOX.split(' ').sort()).toEqual(['allow-forms', 'allow-same-origin', 'allow-scripts']);
    expect(frame.getAttribute('title')).toBe('Removal authorisation form');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(document.querySelectorAll('script')).toHaveLength(0);

    post({ event: 'completed', slug: 'contract-abc' }, { source: frame.contentWindow });
    await expect(completed).resolves.toBe('completed');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('counts only a message from its own frame, from the signing origin, of the known shape, for this submission', async () => {
    const { container, signing } = setup('docuseal.example.com');
    let outcome: string | undefined;
    void signing.sign(container, 'contract-abc').then((value) => (outcome = value));
    const frame = frameIn(container);

    post({ event: 'completed', slug: 'contract-abc' }, { origin: 'https://evil.example', source: frame.contentWindow });
    post({ event: 'completed', slug: 'contract-abc' }, { source: window });
    post({ event: 'completed', slug: 'contract-abc' }, { source: null });
    post({ event: 'completed', slug: 'contract-other' }, { source: frame.contentWindow });
    post({ event: 'signed', slug: 'contract-abc' }, { source: frame.contentWindow });
    post('completed', { source: frame.contentWindow });
    post({ event: 'completed' }, { source: frame.contentWindow });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outcome).toBeUndefined();

    post({ event: 'declined', slug: 'contract-abc' }, { source: frame.contentWindow });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outcome).toBe('declined');
  });

  it('is unavailable when the page never says it loaded; once loaded it waits, takes focus, and leaves when the screen goes away', async () => {
    jest.useFakeTimers();
    const silent = setup();
    const never = silent.signing.sign(silent.container, 'contract-abc');
    jest.advanceTimersByTime(SIGNING_LOAD_TIMEOUT_MS);
    await expect(never).resolves.toBe('unavailable');
    expect(silent.container.querySelector('iframe')).toBeNull();

    const loaded = setup();
    const abort = new AbortController();
    const left = loaded.signing.sign(loaded.container, 'contract-abc', abort.signal);
    const frame = frameIn(loaded.container);
    post({ event: 'load', slug: 'contract-abc' }, { source: frame.contentWindow });
    expect(document.activeElement).toBe(frame);
    jest.advanceTimersByTime(SIGNING_LOAD_TIMEOUT_MS * 2);
    expect(loaded.container.querySelector('iframe')).not.toBeNull();
    abort.abort();
    await expect(left).resolves.toBe('declined');
    expect(loaded.container.querySelector('iframe')).toBeNull();
  });

  it('refuses a signing origin that is our own, where the sandbox would not hold', async () => {
    const { container, signing } = setup(window.location.origin);

    await expect(signing.sign(container, 'contract-abc')).resolves.toBe('unavailable');
    expect(container.querySelector('iframe')).toBeNull();
  });
});

describe('lazySigning', () => {
  it('loads the form’s code with the first signing, once; code that cannot load is a form that cannot load, asked for again next time', async () => {
    const container = document.createElement('div');
    const signed: unknown[] = [];
    const form: Signing = { sign: async (...args) => (signed.push(args), 'completed') };
    const load = jest.fn<Promise<Signing>, []>().mockRejectedValueOnce(new Error('Loading chunk signing failed.')).mockResolvedValue(form);
    const signing = lazySigning(load);

    await expect(signing.sign(container, 'contract-abc')).resolves.toBe('unavailable');
    await expect(signing.sign(container, 'contract-abc')).resolves.toBe('completed');
    await expect(signing.sign(container, 'contract-def')).resolves.toBe('completed');

    expect(load).toHaveBeenCalledTimes(2);
    expect(signed).toEqual([
      [container, 'contract-abc', undefined],
      [container, 'contract-def', undefined],
    ]);
  });
});
