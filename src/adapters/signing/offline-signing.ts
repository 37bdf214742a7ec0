import * as E from 'fp-ts/Either';
import type { Signing, SigningOutcome } from '../../application/ports/signing.port';
import { REMOVAL_AGREEMENT, REMOVAL_AGREEMENT_TITLE } from '../../stand-ins/protection/removal-agreement';
import { element } from '../browser/element';

export type OfflineSigningDeps = { readonly markSigned: () => Promise<E.Either<unknown, unknown>> };

export class OfflineSigning implements Signing {
  constructor(private readonly deps: OfflineSigningDeps) {}

  sign(container: HTMLElement, docusealSlug: string, signal?: AbortSignal): Promise<SigningOutcome> {
    const doc = container.ownerDocument;
    const el = (tag: string, attributes: Readonly<Record<string, string>> = {}, ...children: (Node | string)[]) => element(doc, tag, attributes, ...children);
    const input = (attributes: Readonly<Record<string, string>>): HTMLInputElement => el('input', attributes) as HTMLInputElement;
    return new Promise((resolve) => {
      const form = el('form', { class: 'offline-signing', novalidate: '', 'aria-labelledby': 'offline-signing-title' });
      const name = input({
        id: 'offline-signing-name',
        type: 'text',
        autocomplete: 'name',
        required: '',
        maxlength: '120',
        'aria-describedby': 'offline-signing-error',
      });
      const agree = input({ id: 'offline-signing-agree', type: 'checkbox', required: '' });
      const error = el('p', { id: 'offline-signing-error', class: 'field-error', role: 'alert' });
      const cancel = el('button', { type: 'button', class: 'button' }, 'Cancel');
      const submit = el('button', { type: 'submit', class: 'button button--primary' }, 'Sign') as HTMLButtonElement;
      form.append(
        el('h2', { id: 'offline-signing-title' }, REMOVAL_AGREEMENT_TITLE),
        el('p', { class: 'note' }, `Offline demo: nothing is sent. Submission ${docusealSlug}.`),
        ...REMOVAL_AGREEMENT.map((paragraph) => el('p', {}, paragraph)),
        el('div', { class: 'field' }, el('label', { for: 'offline-signing-name' }, 'Type your full name to sign'), name),
        el('div', { class: 'field field--check' }, agree, el('label', { for: 'offline-signing-agree' }, 'I have read this authorisation and agree to it')),
        error,
        el('div', { class: 'actions' }, submit, cancel),
      );
      let settled = false;
      const finish = (outcome: SigningOutcome) => {
        if (settled) return;
        settled = true;
        form.remove();
        resolve(outcome);
      };
      signal?.addEventListener('abort', () => finish('declined'), { once: true });
      cancel.addEventListener('click', () => finish('declined'));
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        if (name.value.trim().length < 2 || !agree.checked) {
          error.textContent = name.value.trim().length < 2 ? 'Type your full name to sign.' : 'Tick the box to agree before you sign.';
          (name.value.trim().length < 2 ? name : agree).focus();
          return;
        }
        submit.disabled = true;
        void this.deps.markSigned().then((result) => {
          if (E.isRight(result)) finish('completed');
          else {
            submit.disabled = false;
            error.textContent = 'The signature could not be saved. Try again.';
          }
        });
      });
      container.append(form);
      name.focus();
    });
  }
}
