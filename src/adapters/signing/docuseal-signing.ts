// The `docuseal-form` element that @docuseal/react renders, driven without React: adapters do not know the UI framework.
import type { Signing, SigningOutcome } from '../../application/ports/signing.port';

const SCRIPT_ID = 'docuseal-form-script';
/** A form that has not said it loaded by then is unavailable (blocked host, outage). */
export const SIGNING_LOAD_TIMEOUT_MS = 15_000;

export class DocusealSigning implements Signing {
  /** `host` is DOCUSEAL_HOST: a host name (https), or an http://loopback origin in local mode. */
  constructor(private readonly host: string) {}

  private get origin(): string {
    const host = this.host.replace(/\/+$/, '');
    return /^https?:\/\//.test(host) ? host : `https://${host}`;
  }

  sign(container: HTMLElement, docusealSlug: string, signal?: AbortSignal): Promise<SigningOutcome> {
    const doc = container.ownerDocument;
    return new Promise((resolve) => {
      const form = doc.createElement('docuseal-form');
      form.setAttribute('data-src', `${this.origin}/s/${encodeURIComponent(docusealSlug)}`);
      form.setAttribute('data-with-decline', 'true');
      form.setAttribute('data-with-title', 'true');
      let settled = false;
      const finish = (outcome: SigningOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        form.remove();
        resolve(outcome);
      };
      const timer = setTimeout(() => finish('unavailable'), SIGNING_LOAD_TIMEOUT_MS);
      form.addEventListener('load', () => clearTimeout(timer));
      form.addEventListener('init', () => clearTimeout(timer));
      form.addEventListener('completed', () => finish('completed'));
      form.addEventListener('declined', () => finish('declined'));
      signal?.addEventListener('abort', () => finish('declined'), { once: true });
      container.append(form);
      const existing = doc.getElementById(SCRIPT_ID);
      if (!existing) {
        const script = doc.createElement('script');
        script.id = SCRIPT_ID;
        script.async = true;
        script.src = `${this.origin}/js/form.js`;
        script.addEventListener('error', () => {
          script.remove();
          finish('unavailable');
        });
        doc.head.append(script);
      }
    });
  }
}
