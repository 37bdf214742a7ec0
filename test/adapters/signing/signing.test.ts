/** @jest-environment <rootDir>/test/support/jsdom-environment.cjs */
import * as E from 'fp-ts/Either';
import { DocusealSigning, SIGNING_LOAD_TIMEOUT_MS } from '../../../src/adapters/signing/docuseal-signing';
import { OfflineSigning } from '../../../src/adapters/signing/offline-signing';
import { REMOVAL_AGREEMENT } from '../../../src/stand-ins/signing/removal-agreement';

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
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('mounts the docuseal-form for the slug on the configured host, loads its script once, and resolves on its events', async () => {
    const signing = new DocusealSigning('https://docuseal.example.com/');
    const container = document.createElement('div');
    document.body.append(container);

    const completed = signing.sign(container, 'contract-abc');
    const form = container.querySelector('docuseal-form') as HTMLElement;
    expect(form.getAttribute('data-src')).toBe('https://docuseal.example.com/s/contract-abc');
    form.dispatchEvent(new Event('completed'));
    await expect(completed).resolves.toBe('completed');

    const declined = signing.sign(container, 'contract-abc');
    container.querySelector('docuseal-form')?.dispatchEvent(new Event('declined'));
    await expect(declined).resolves.toBe('declined');

    const scripts = document.head.querySelectorAll('script#docuseal-form-script');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://docuseal.example.com/js/form.js');
  });

  it('is unavailable when its script cannot load, or when the form never says it loaded', async () => {
    const signing = new DocusealSigning('docuseal.example.com');
    const container = document.createElement('div');
    const blocked = signing.sign(container, 'contract-abc');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(blocked).resolves.toBe('unavailable');

    jest.useFakeTimers();
    const silent = signing.sign(container, 'contract-abc');
    jest.advanceTimersByTime(SIGNING_LOAD_TIMEOUT_MS);
    await expect(silent).resolves.toBe('unavailable');
    expect(container.querySelector('docuseal-form')).toBeNull();
  });
});
