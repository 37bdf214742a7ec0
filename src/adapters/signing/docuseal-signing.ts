// The signing page runs in a sandboxed frame on its own origin, so it cannot read the stored tokens; only a
// message from that frame and origin, of the wire shape and for this submission, counts.
import * as O from 'fp-ts/Option';
import type { Signing, SigningOutcome } from '../../application/ports/signing.port';
import { decodeSigningFrameMessage } from '../../wire/signing-frame.wire';
import { element } from '../browser/element';

export const SIGNING_LOAD_TIMEOUT_MS = 15_000;

/** What a form needs and no more; safe only because the frame's origin is not ours. */
export const SIGNING_SANDBOX = 'allow-scripts allow-forms allow-same-origin';

const SIGNING_FRAME_TITLE = 'Removal authorisation form';

export class DocusealSigning implements Signing {
  constructor(private readonly host: string) {}

  private get origin(): string {
    const host = this.host.replace(/\/+$/, '');
    return new URL(/^https?:\/\//.test(host) ? host : `https://${host}`).origin;
  }

  sign(container: HTMLElement, docusealSlug: string, signal?: AbortSignal): Promise<SigningOutcome> {
    const doc = container.ownerDocument;
    const win = doc.defaultView;
    const origin = this.origin;
    // On our own origin the sandbox would not hold (a same-origin frame with scripts can lift it): refused.
    if (win === null || origin === win.location.origin) return Promise.resolve('unavailable');
    return new Promise((resolve) => {
      const src = `${origin}/s/${encodeURIComponent(docusealSlug)}`;
      const attributes = { sandbox: SIGNING_SANDBOX, title: SIGNING_FRAME_TITLE, referrerpolicy: 'no-referrer', class: 'signing__frame', src };
      const frame = element(doc, 'iframe', attributes) as HTMLIFrameElement;
      let settled = false;
      const finish = (outcome: SigningOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        win.removeEventListener('message', onMessage);
        frame.remove();
        resolve(outcome);
      };
      const onMessage = (event: MessageEvent) => {
        if (event.source !== frame.contentWindow || event.origin !== origin) return;
        const message = decodeSigningFrameMessage(event.data);
        if (O.isNone(message) || message.value.slug !== docusealSlug) return;
        if (message.value.event !== 'load') finish(message.value.event);
        else {
          clearTimeout(timer);
          frame.focus();
        }
      };
      const timer = setTimeout(() => finish('unavailable'), SIGNING_LOAD_TIMEOUT_MS);
      win.addEventListener('message', onMessage);
      signal?.addEventListener('abort', () => finish('declined'), { once: true });
      container.append(frame);
    });
  }
}
