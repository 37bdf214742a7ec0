// A DocuSeal stand-in: the same `docuseal-form` element and events (load, completed, declined) as DocuSeal's script; completing it signs the contract, as DocuSeal's webhook would.
import * as E from 'fp-ts/Either';
import { REMOVAL_AGREEMENT, REMOVAL_AGREEMENT_TITLE } from '../../src/stand-ins/signing/removal-agreement';
import type { ProtectionBackend } from '../../src/stand-ins/protection/protection-backend';
import * as wire from '../../src/wire/protection-api.wire';
import type { Route } from '../http/server';

const COMPLETE = /^\/docuseal\/s\/([A-Za-z0-9_-]{1,100})\/complete$/;

/** Plain DOM, text set as text, labels tied to their fields. */
function formScript(): string {
  const agreement = JSON.stringify({ title: REMOVAL_AGREEMENT_TITLE, paragraphs: REMOVAL_AGREEMENT });
  return `(() => {
  if (customElements.get('docuseal-form')) return;
  const AGREEMENT = ${agreement};
  let n = 0;
  class DocusealForm extends HTMLElement {
    connectedCallback() {
      const src = this.getAttribute('data-src') || '';
      const match = /^(.*)\\/s\\/([A-Za-z0-9_-]+)$/.exec(src);
      if (!match) return;
      const [, origin, slug] = match;
      const id = 'docuseal-stand-in-' + (++n);
      const el = (tag, attrs, ...children) => { const e = document.createElement(tag); for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v); e.append(...children); return e; };
      const name = el('input', { id: id + '-name', type: 'text', autocomplete: 'name', 'aria-describedby': id + '-error' });
      const agree = el('input', { id: id + '-agree', type: 'checkbox' });
      const error = el('p', { id: id + '-error', class: 'field-error', role: 'alert' });
      const sign = el('button', { type: 'submit', class: 'button button--primary' }, 'Sign');
      const decline = el('button', { type: 'button', class: 'button' }, 'Decline');
      const form = el('form', { class: 'offline-signing', 'aria-labelledby': id + '-title' },
        el('h2', { id: id + '-title' }, AGREEMENT.title),
        el('p', { class: 'note' }, 'Local DocuSeal stand-in (local-backend).'),
        ...AGREEMENT.paragraphs.map((p) => el('p', {}, p)),
        el('div', { class: 'field' }, el('label', { for: id + '-name' }, 'Type your full name to sign'), name),
        el('div', { class: 'field field--check' }, agree, el('label', { for: id + '-agree' }, 'I have read this authorisation and agree to it')),
        error,
        el('div', { class: 'actions' }, sign, decline));
      decline.addEventListener('click', () => this.dispatchEvent(new CustomEvent('declined', { detail: { slug } })));
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        if (name.value.trim().length < 2 || !agree.checked) {
          error.textContent = name.value.trim().length < 2 ? 'Type your full name to sign.' : 'Tick the box to agree before you sign.';
          return;
        }
        sign.disabled = true;
        const response = await fetch(origin + '/docuseal/s/' + slug + '/complete', { method: 'POST' }).catch(() => null);
        if (response && response.ok) this.dispatchEvent(new CustomEvent('completed', { detail: { slug } }));
        else { sign.disabled = false; error.textContent = 'The signature could not be saved. Try again.'; }
      });
      this.replaceChildren(form);
      this.dispatchEvent(new CustomEvent('load', { detail: { slug } }));
      name.focus();
    }
  }
  customElements.define('docuseal-form', DocusealForm);
})();
`;
}

export function docusealRoutes(backend: ProtectionBackend): Route[] {
  return [
    {
      method: 'GET',
      path: '/js/form.js',
      handle: () => ({ status: 200, text: formScript(), headers: { 'Content-Type': 'application/javascript; charset=utf-8', 'Cross-Origin-Resource-Policy': 'cross-origin' } }),
    },
    {
      method: 'POST',
      path: COMPLETE,
      handle: (request) => {
        const slug = COMPLETE.exec(request.path)?.[1] ?? '';
        const done = backend.completeSubmission(slug);
        return E.isLeft(done) ? { status: done.left.status, body: { error: done.left.error, message: done.left.message } } : { status: 200, body: wire.encodeRemovalContract(done.right) };
      },
    },
  ];
}
