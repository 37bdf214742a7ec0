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

/** Vendor origins the integrations load from or talk to, when they are configured (real mode). */
const INTERCOM = {
  scripts: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: ['https://api-iam.intercom.io', 'https://api-iam.eu.intercom.io', 'https://api-iam.au.intercom.io', 'wss://nexus-websocket-a.intercom.io', 'wss://nexus-websocket-b.intercom.io'],
  media: ['https://js.intercomcdn.com', 'https://static.intercomassets.com', 'https://downloads.intercomcdn.com'],
  frames: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
};
// Branch's first call is a JSONP script from the link domain (its browser fingerprint), then XHRs to its API.
const BRANCH = { scripts: ['https://app.link'], connect: ['https://api2.branch.io', 'https://api.branch.io', 'https://app.link'] };

const origin = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
};

/** DOCUSEAL_HOST as an origin: a host name means https; local mode gives an http loopback origin. */
const docusealOrigin = (host: string): string => origin(/^https?:\/\//.test(host) ? host : `https://${host}`);

/**
 * `inline`: the inline scripts the pages hold, allowed by hash; by default the one every page starts with
 * (it takes a link's token off the address bar before the first paint), as written.
 */
export function contentSecurityPolicy(config: AppConfig, inline: readonly string[] = [linkScrubScript()]): string {
  const scripts = new Set(["'self'", ...inline.map(scriptHash)]);
  const connect = new Set(["'self'"]);
  const images = new Set(["'self'", 'data:']);
  const frames = new Set<string>();
  const styles = new Set(["'self'"]);
  if (config.mode === 'real') {
    for (const url of [config.protectionApi.url, config.hooksApi.url, config.cognito.endpoint, config.rewardsApi.url, config.verificationUrl, config.analytics.proxyUrl, config.chatbotSocketUrl]) {
      connect.add(origin(url));
    }
    // The signing service is only ever framed (sandboxed, its own origin): none of its code runs in ours.
    frames.add(docusealOrigin(config.docusealHost));
    for (const url of BRANCH.scripts) scripts.add(url);
    for (const url of BRANCH.connect) connect.add(url);
  }
  if (config.sentry) connect.add(origin(config.sentry.dsn));
  if (config.intercom) {
    for (const url of INTERCOM.scripts) scripts.add(url);
    for (const url of INTERCOM.connect) connect.add(url);
    for (const url of INTERCOM.media) images.add(url);
    for (const url of INTERCOM.frames) frames.add(url);
    // The one exception: Intercom's messenger styles itself with inline styles, so it needs
    // 'unsafe-inline' in style-src. Scripts stay strict; styles cannot run code.
    styles.add("'unsafe-inline'");
  }
  const list = (values: Set<string>) => [...values].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(scripts)}`,
    `connect-src ${list(connect)}`,
    `img-src ${list(images)}`,
    `style-src ${list(styles)}`,
    "font-src 'self'",
    // The web manifest (and its icon, under img-src 'self'): named so it never falls back to a looser default-src.
    "manifest-src 'self'",
    `frame-src ${frames.size === 0 ? "'none'" : list(frames)}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(config: AppConfig, inline?: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, inline),
    // The browser profiler that error reporting samples traced page loads with needs this policy.
    ...(config.sentry ? { 'Document-Policy': 'js-profiling' } : {}),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
