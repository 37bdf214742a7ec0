import * as E from 'fp-ts/Either';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { contentSecurityPolicy, securityHeaders } from '../../scripts/security-headers';
import { localEnv } from '../../scripts/local-env';
import { decodeEnv, type AppConfig } from '../../src/composition/env';
import { linkScrubScript } from '../../src/start-up/verify-code-link';

/** The page's one inline script, the link scrub, allowed by its hash. */
const LINK_SCRUB = `'sha256-${createHash('sha256').update(linkScrubScript()).digest('base64')}'`;

const config = (raw: Record<string, string>): AppConfig => {
  const decoded = decodeEnv(raw);
  if (E.isLeft(decoded)) throw new Error(JSON.stringify(decoded.left));
  return decoded.right;
};

const exampleEnv = (): Record<string, string> => {
  const raw: Record<string, string> = { APP_MODE: 'real' };
  for (const line of fs.readFileSync('.env.example', 'utf8').split('\n')) {
    const match = /^([A-Z_]+)=(.+)$/.exec(line);
    if (match && match[1] !== 'APP_MODE') raw[match[1]!] = match[2]!;
  }
  return raw;
};

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  it('offline: everything from the app itself, nothing inline, no framing, no referrer', () => {
    const headers = securityHeaders(config({}));
    const csp = headers['Content-Security-Policy'] ?? '';

    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${LINK_SCRUB}`);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(csp).not.toContain('unsafe');
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "frame-src 'none'"]) expect(csp).toContain(d);
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['Document-Policy']).toBeUndefined();
  });

  it('lets the web manifest come from the app itself only, in both modes', () => {
    for (const raw of [{}, exampleEnv()]) expect(directive(contentSecurityPolicy(config(raw)), 'manifest-src')).toBe("manifest-src 'self'");
  });

  it('lets the profiler run only where error reporting is configured', () => {
    expect(securityHeaders(config({ SENTRY_DSN: 'https://k@sentry.example/1', SENTRY_ENVIRONMENT: 'production' }))['Document-Policy']).toBe('js-profiling');
  });

  it('real: only the configured origins; inline styles only when the support chat needs them', () => {
    const strict = contentSecurityPolicy(config(exampleEnv()));
    const withChat = contentSecurityPolicy(config({ ...exampleEnv(), INTERCOM_APP_ID: 'abc123' }));

    expect(directive(strict, 'connect-src')).toContain(new URL(exampleEnv().PROTECTION_API_URL ?? '').origin);
    expect(directive(strict, 'connect-src')).toContain(new URL(exampleEnv().CHATBOT_SOCKET_URL ?? '').origin.replace('https', 'wss'));
    expect(strict).not.toContain('intercom');
    expect(strict).not.toContain('unsafe');
    expect(directive(withChat, 'script-src')).toContain('https://widget.intercom.io');
    expect(directive(withChat, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(withChat, 'script-src')).not.toContain('unsafe');
  });

  it('local mode: the loopback backend over http and ws, and its DocuSeal stand-in only as a frame', () => {
    const csp = contentSecurityPolicy(config(localEnv('http://127.0.0.1:4100')));

    expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:4100');
    expect(directive(csp, 'connect-src')).toContain('ws://127.0.0.1:4100');
    // The link service's JSONP fingerprint script is the one vendor script real mode always allows.
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${LINK_SCRUB} https://app.link`);
    expect(directive(csp, 'frame-src')).toBe('frame-src http://127.0.0.1:4100');
  });

  it('real: the signing service may be framed, and nothing more', () => {
    const csp = contentSecurityPolicy(config(exampleEnv()));
    const signing = `https://${exampleEnv().DOCUSEAL_HOST ?? ''}`;

    expect(directive(csp, 'frame-src')).toBe(`frame-src ${signing}`);
    for (const name of ['script-src', 'connect-src', 'img-src']) expect(directive(csp, name)).not.toContain(signing);
  });
});
