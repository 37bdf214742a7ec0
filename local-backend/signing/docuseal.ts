// A DocuSeal stand-in: the signing page the app frames (GET /s/<slug>), its script, and completing it (signs the contract,
// as DocuSeal's webhook would). The page posts { event: 'load' | 'completed' | 'declined', slug } to the app's origin only.
import * as E from 'fp-ts/Either';
import { REMOVAL_AGREEMENT, REMOVAL_AGREEMENT_TITLE } from '../../src/stand-ins/protection/removal-agreement';
import type { ProtectionBackend } from '../../src/stand-ins/protection/protection-backend';
import * as wire from '../../src/wire/protection-api.wire';
import type { Route } from '../http/server';

const SLUG = '([A-Za-z0-9_-]{1,100})';
const PAGE = new RegExp(`^/s/${SLUG}$`);
const COMPLETE = new RegExp(`^/docuseal/s/${SLUG}/complete$`);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#1a1a1a;background:#fff}
h1{font-size:1.25rem;margin:0 0 .5rem}.field{margin:1rem 0;display:flex;flex-direction:column;gap:.25rem}
.check{flex-direction:row;align-items:center;gap:.5rem}input[type=text]{font:inherit;padding:.5rem;border:1px solid #555;border-radius:4px}
.error{color:#a00000;min-height:1.5em}.actions{display:flex;gap:.5rem;flex-wrap:wrap}
button{font:inherit;padding:.5rem 1rem;border-radius:4px;border:1px solid #333;background:#fff;color:#1a1a1a;cursor:pointer}
button.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff}:focus-visible{outline:3px solid #b45309;outline-offset:2px}`;

/** `slug` matched the route's URL-safe pattern, so it goes into the page as is. */
function page(slug: string, appOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${REMOVAL_AGREEMENT_TITLE}</title><style>${STYLE}</style></head>
<body><main id="signing" data-slug="${slug}" data-parent-origin="${appOrigin}"></main><script src="/js/signing-page.js"></script></body>
</html>`;
}

function pageScript(): string {
  const agreement = JSON.stringify({ title: REMOVAL_AGREEMENT_TITLE, paragraphs: REMOVAL_AGREEMENT });
  return `(() => {
  const AGREEMENT = ${agreement};
  const main = document.getElementById('signing');
  const slug = main.dataset.slug;
  const tell = (event) => window.parent.postMessage({ event, slug }, main.dataset.parentOrigin);
  const el = (tag, attrs, ...children) => { const e = document.createElement(tag); for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v); e.append(...children); return e; };
  const name = el('input', { id: 'name', type: 'text', autocomplete: 'name', 'aria-describedby': 'error' });
  const agree = el('input', { id: 'agree', type: 'checkbox' });
  const error = el('p', { id: 'error', class: 'error', role: 'alert' });
  const sign = el('button', { type: 'submit', class: 'primary' }, 'Sign');
  const decline = el('button', { type: 'button' }, 'Decline');
  const form = el('form', { 'aria-labelledby': 'title' },
    el('h1', { id: 'title' }, AGREEMENT.title),
    el('p', {}, 'Local DocuSeal stand-in (local-backend).'),
    ...AGREEMENT.paragraphs.map((p) => el('p', {}, p)),
    el('div', { class: 'field' }, el('label', { for: 'name' }, 'Type your full name to sign'), name),
    el('div', { class: 'field check' }, agree, el('label', { for: 'agree' }, 'I have read this authorisation and agree to it')),
    error,
    el('div', { class: 'actions' }, sign, decline));
  decline.addEventListener('click', () => tell('declined'));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (name.value.trim().length < 2 || !agree.checked) {
      error.textContent = name.value.trim().length < 2 ? 'Type your full name to sign.' : 'Tick the box to agree before you sign.';
      return;
    }
    sign.disabled = true;
    const response = await fetch('/docuseal/s/' + slug + '/complete', { method: 'POST' }).catch(() => null);
    if (response && response.ok) tell('completed');
    else { sign.disabled = false; error.textContent = 'The signature could not be saved. Try again.'; }
  });
  main.replaceChildren(form);
  // The app focuses the frame once it loaded (a framed page may not take focus by itself): start at the name.
  window.addEventListener('focus', () => { if (!form.contains(document.activeElement)) name.focus(); });
  tell('load');
})();
`;
}

export function docusealRoutes(backend: ProtectionBackend, appOrigin: string): Route[] {
  return [
    {
      method: 'GET',
      path: PAGE,
      handle: (request) => ({
        status: 200,
        text: page(PAGE.exec(request.path)?.[1] ?? '', appOrigin),
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors ${appOrigin}`,
        },
      }),
    },
    {
      method: 'GET',
      path: '/js/signing-page.js',
      handle: () => ({ status: 200, text: pageScript(), headers: { 'Content-Type': 'application/javascript; charset=utf-8' } }),
    },
    {
      method: 'POST',
      path: COMPLETE,
      handle: (request) => {
        const slug = COMPLETE.exec(request.path)?.[1] ?? '';
        const done = backend.completeSubmission(slug);
        return E.isLeft(done)
          ? { status: done.left.status, body: { error: done.left.error, message: done.left.message } }
          : { status: 200, body: wire.encodeRemovalContract(done.right) };
      },
    },
  ];
}
