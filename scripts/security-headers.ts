// The headers every response of a production build carries: a Content-Security-Policy
// without inline scripts other than those allowed by hash, built from the build's own configuration (only the origins it talks to),
// no framing, no referrer. The build writes them to dist/<mode>/_headers.json; scripts/serve-static.ts
// (and any host configured from that file) sends them.
import { createHash } from 'node:crypto';
import type { AppConfig } from '../src/composition/env';
import { linkScrubScript } from '../src/start-up/verify-code-link';

const scriptHash = (script: string): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The contents of a page's inline scripts (those without src). */
export const inlineScripts = (html: string): string[] => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

type IntercomRegion = NonNullable<AppConfig['intercom']>['region'];
type IntercomHosts = {
  readonly connect: readonly string[];
  readonly images: readonly string[];
  readonly media: readonly string[];
  readonly forms: readonly string[];
};

/**
 * The support widget's origins (Intercom's published allowlist): what every workspace loads, then what
 * only the configured region's data centre serves (its API, its messenger websockets, its uploads and
 * downloads). A region missing here would leave the messenger half broken behind the policy.
 */
const INTERCOM = {
  scripts: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: [
    'https://api-ping.intercom.io',
    'https://via.intercom.io',
    'https://*.intercom-messenger.com',
    'wss://*.intercom-messenger.com',
    'https://uploads.intercomusercontent.com',
  ],
  images: [
    'blob:',
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
    'https://video-messages.intercomcdn.com',
    'https://messenger-apps.intercom.io',
    'https://*.intercom-attachments-5.com',
    'https://*.intercom-attachments-6.com',
    'https://*.intercom-attachments-9.com',
  ],
  fonts: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  media: ['https://js.intercomcdn.com', 'https://downloads.intercomcdn.com'],
  // Help-centre articles embed videos from these players.
  frames: [
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
  ],
  forms: ['https://intercom.help'],
  regions: {
    us: {
      connect: [
        'https://api.intercom.io',
        'https://api-iam.intercom.io',
        'https://nexus-websocket-a.intercom.io',
        'wss://nexus-websocket-a.intercom.io',
        'https://nexus-websocket-b.intercom.io',
        'wss://nexus-websocket-b.intercom.io',
        'https://uploads.intercomcdn.com',
      ],
      images: [],
      media: [],
      forms: ['https://api-iam.intercom.io'],
    },
    eu: {
      connect: [
        'https://api.eu.intercom.io',
        'https://api-iam.eu.intercom.io',
        'https://nexus-europe-websocket.intercom.io',
        'wss://nexus-europe-websocket.intercom.io',
        'https://uploads.intercomcdn.eu',
        'https://uploads.eu.intercomcdn.com',
      ],
      images: ['https://downloads.intercomcdn.eu', 'https://static.intercomassets.eu', 'https://messenger-apps.eu.intercom.io'],
      media: ['https://downloads.intercomcdn.eu'],
      forms: ['https://api-iam.eu.intercom.io'],
    },
    ap: {
      connect: [
        'https://api.au.intercom.io',
        'https://api-iam.au.intercom.io',
        'https://nexus-australia-websocket.intercom.io',
        'wss://nexus-australia-websocket.intercom.io',
        'https://uploads.au.intercomcdn.com',
      ],
      images: ['https://downloads.au.intercomcdn.com', 'https://static.au.intercomassets.com', 'https://messenger-apps.au.intercom.io'],
      media: ['https://downloads.au.intercomcdn.com'],
      forms: ['https://api-iam.au.intercom.io'],
    },
  } satisfies Record<IntercomRegion, IntercomHosts>,
};
// Branch's first call is a JSONP script from the link domain (its browser fingerprint), then XHRs to its API.
const BRANCH = { scripts: ['https://app.link'], connect: ['https://api2.branch.io', 'https://api.branch.io', 'https://app.link'] };

const origin = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
};

/** DOCUSEAL_HOST as an origin: a host name means https; local mode gives an http loopback origin. */
const docusealOrigin = (host: string): string => origin(/^https?:\/\//.test(host) ? host : `https://${host}`);

/** The group name the Reporting API knows the CSP report endpoint by (Reporting-Endpoints, report-to). */
const CSP_REPORT_GROUP = 'csp-endpoint';

/**
 * The error reporter's security endpoint for this DSN (`<scheme>://<key>@<host>[/<path>]/<project>`):
 * `<scheme>://<host>[/<path>]/api/<project>/security/?sentry_key=<key>&sentry_environment=<env>`.
 * The key is the DSN's public part, already in the bundle. Undefined when error reporting is off.
 */
export function cspReportUri(config: AppConfig): string | undefined {
  if (!config.sentry) return undefined;
  const dsn = new URL(config.sentry.dsn);
  const segments = dsn.pathname.split('/').filter((segment) => segment !== '');
  const project = segments.pop();
  if (!project || !dsn.username) return undefined;
  const prefix = segments.map((segment) => `/${segment}`).join('');
  const query = new URLSearchParams({ sentry_key: dsn.username, sentry_environment: config.sentry.environment });
  return `${dsn.protocol}//${dsn.host}${prefix}/api/${encodeURIComponent(project)}/security/?${query.toString()}`;
}

/**
 * `inline`: the inline scripts the pages hold, allowed by hash; by default the one every page starts with
 * (it takes a link's token off the address bar before the first paint), as written.
 */
export function contentSecurityPolicy(config: AppConfig, inline: readonly string[] = [linkScrubScript()]): string {
  const scripts = new Set(["'self'", ...inline.map(scriptHash)]);
  const connect = new Set(["'self'"]);
  const images = new Set(["'self'", 'data:']);
  const fonts = new Set(["'self'"]);
  const media = new Set(["'self'"]);
  const frames = new Set<string>();
  const styles = new Set(["'self'"]);
  const forms = new Set(["'self'"]);
  if (config.mode === 'real') {
    for (const url of [
      config.protectionApi.url,
      config.hooksApi.url,
      config.cognito.endpoint,
      ...(config.rewardsApi ? [config.rewardsApi.url] : []),
      config.verificationUrl,
      config.analytics.proxyUrl,
      config.chatbotSocketUrl,
    ]) {
      connect.add(origin(url));
    }
    // The identity pool: the configured endpoint, else AWS's for the pool's region.
    if (config.identityPool)
      connect.add(origin(config.identityPool.endpoint ?? `https://cognito-identity.${config.identityPool.id.split(':', 1).join('')}.amazonaws.com/`));
    // The signing service is only ever framed (sandboxed, its own origin): none of its code runs in ours.
    frames.add(docusealOrigin(config.docusealHost));
    for (const url of BRANCH.scripts) scripts.add(url);
    for (const url of BRANCH.connect) connect.add(url);
  }
  if (config.sentry) connect.add(origin(config.sentry.dsn));
  if (config.intercom) {
    const region = INTERCOM.regions[config.intercom.region];
    const addAll = (target: Set<string>, ...lists: readonly (readonly string[])[]) => lists.flat().forEach((url) => target.add(url));
    addAll(scripts, INTERCOM.scripts);
    addAll(connect, INTERCOM.connect, region.connect);
    addAll(images, INTERCOM.images, region.images);
    addAll(fonts, INTERCOM.fonts);
    addAll(media, INTERCOM.media, region.media);
    addAll(frames, INTERCOM.frames);
    addAll(forms, INTERCOM.forms, region.forms);
    // The one exception: Intercom's messenger styles itself with inline styles, so it needs
    // 'unsafe-inline' in style-src. Scripts stay strict; styles cannot run code.
    styles.add("'unsafe-inline'");
  }
  const list = (values: Set<string>) => [...values].join(' ');
  const reportUri = cspReportUri(config);
  return [
    "default-src 'self'",
    `script-src ${list(scripts)}`,
    `connect-src ${list(connect)}`,
    `img-src ${list(images)}`,
    `style-src ${list(styles)}`,
    `font-src ${list(fonts)}`,
    `media-src ${list(media)}`,
    // The web manifest (and its icon, under img-src 'self'): named so it never falls back to a looser default-src.
    "manifest-src 'self'",
    `frame-src ${frames.size === 0 ? "'none'" : list(frames)}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${list(forms)}`,
    "frame-ancestors 'none'",
    // Violations go to the error reporter: report-to where the Reporting API is supported, report-uri elsewhere.
    ...(reportUri ? [`report-uri ${reportUri}`, `report-to ${CSP_REPORT_GROUP}`] : []),
  ].join('; ');
}

export function securityHeaders(config: AppConfig, inline?: readonly string[]): Record<string, string> {
  const reportUri = cspReportUri(config);
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, inline),
    ...(reportUri ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${reportUri}"` } : {}),
    // Two years, this host and its subdomains: after one visit the browser never asks over plain http.
    // Browsers ignore it on a plain http answer, so the loopback offline and local builds are unaffected.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // The browser profiler that error reporting samples traced page loads with needs this policy.
    ...(config.sentry ? { 'Document-Policy': 'js-profiling' } : {}),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
