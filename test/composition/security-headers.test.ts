import * as E from 'fp-ts/Either';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import webpackConfig from '../../webpack.config';
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

  it('real: the identity pool only when one is configured, at its endpoint or else AWS’s for its region', () => {
    expect(contentSecurityPolicy(config(exampleEnv()))).not.toContain('cognito-identity');
    expect(directive(contentSecurityPolicy(config({ ...exampleEnv(), COGNITO_IDENTITY_POOL_ID: 'eu-west-2:0f0e' })), 'connect-src')).toContain(
      'https://cognito-identity.eu-west-2.amazonaws.com',
    );
    expect(
      directive(
        contentSecurityPolicy(
          config({ ...exampleEnv(), COGNITO_IDENTITY_POOL_ID: 'eu-west-2:0f0e', COGNITO_IDENTITY_ENDPOINT: 'https://identity.protect.example/' }),
        ),
        'connect-src',
      ),
    ).toContain('https://identity.protect.example');
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

  it.each([
    ['us', 'wss://nexus-websocket-a.intercom.io', 'https://api-iam.intercom.io'],
    ['eu', 'wss://nexus-europe-websocket.intercom.io', 'https://api-iam.eu.intercom.io'],
    ['ap', 'wss://nexus-australia-websocket.intercom.io', 'https://api-iam.au.intercom.io'],
  ])('the support chat in region %s: its websockets, API, fonts and media are allowed', (region, socket, api) => {
    const csp = contentSecurityPolicy(config({ ...exampleEnv(), INTERCOM_APP_ID: 'abc123', INTERCOM_REGION: region }));

    expect(directive(csp, 'connect-src').split(' ')).toEqual(expect.arrayContaining([socket, api]));
    expect(directive(csp, 'font-src').split(' ')).toEqual(expect.arrayContaining(["'self'", 'https://fonts.intercomcdn.com', 'https://js.intercomcdn.com']));
    expect(directive(csp, 'media-src').split(' ')).toEqual(expect.arrayContaining(["'self'", 'https://js.intercomcdn.com']));
    expect(directive(csp, 'form-action').split(' ')).toEqual(expect.arrayContaining(["'self'", api]));
  });

  it("the support chat of one region allows no other region's data centre", () => {
    const eu = directive(contentSecurityPolicy(config({ ...exampleEnv(), INTERCOM_APP_ID: 'abc123', INTERCOM_REGION: 'eu' })), 'connect-src');

    expect(eu).not.toContain('australia');
    expect(eu).not.toContain('.au.');
    expect(eu).not.toContain('nexus-websocket-a');
  });

  it('without the support chat, fonts and media come from the app itself only', () => {
    const csp = contentSecurityPolicy(config(exampleEnv()));

    expect(directive(csp, 'font-src')).toBe("font-src 'self'");
    expect(directive(csp, 'media-src')).toBe("media-src 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
  });

  it('tells browsers to use https only (HSTS), in every build', () => {
    for (const raw of [{}, exampleEnv()]) expect(securityHeaders(config(raw))['Strict-Transport-Security']).toMatch(/^max-age=(\d{8,}); includeSubDomains$/);
  });

  it("sends policy violations to the error reporter's security endpoint when error reporting is configured", () => {
    const headers = securityHeaders(config({ SENTRY_DSN: 'https://publickey@o1.ingest.sentry.example/42', SENTRY_ENVIRONMENT: 'production' }));
    const endpoint = 'https://o1.ingest.sentry.example/api/42/security/?sentry_key=publickey&sentry_environment=production';
    const csp = headers['Content-Security-Policy'] ?? '';

    expect(directive(csp, 'report-uri')).toBe(`report-uri ${endpoint}`);
    expect(directive(csp, 'report-to')).toBe('report-to csp-endpoint');
    expect(headers['Reporting-Endpoints']).toBe(`csp-endpoint="${endpoint}"`);
  });

  it('keeps a DSN path prefix in the report endpoint, and reports nowhere without error reporting', () => {
    const local = securityHeaders(config({ SENTRY_DSN: 'http://local@127.0.0.1:4100/sentry/1', SENTRY_ENVIRONMENT: 'local' }));
    const off = securityHeaders(config({}));

    expect(directive(local['Content-Security-Policy'] ?? '', 'report-uri')).toBe(
      'report-uri http://127.0.0.1:4100/sentry/api/1/security/?sentry_key=local&sentry_environment=local',
    );
    expect(off['Content-Security-Policy']).not.toContain('report-');
    expect(off['Reporting-Endpoints']).toBeUndefined();
  });

  it('a production build writes its source maps outside the directory that is served, and the bundles do not name them', () => {
    const built = webpackConfig({ production: true, mode: 'offline' });
    const outDir = built.output?.path ?? '';
    const maps = (built.plugins ?? []).find((plugin): plugin is webpack.SourceMapDevToolPlugin => plugin instanceof webpack.SourceMapDevToolPlugin);
    const options = (maps as unknown as { options: { filename: string; append: unknown } } | undefined)?.options;

    expect(built.devtool).toBe(false);
    expect(options?.append).toBe(false);
    const mapFile = path.resolve(outDir, (options?.filename ?? '').replace('[file]', 'assets/main.js'));
    expect(mapFile.startsWith(outDir + path.sep)).toBe(false);
  });
});
