// One definition, so offline mode and local mode break in exactly the same ways.
import * as E from 'fp-ts/Either';
import * as J from 'fp-ts/Json';

export const BODY_FAULTS = ['malformed-json', 'html', 'wrong-types', 'prototype-pollution', 'hostile-links'] as const;
export type BodyFault = (typeof BODY_FAULTS)[number];

/** A look-alike of our own host, on someone else's domain. */
const HOSTILE_LINK = 'https://protect.example.attacker.example/account/subscription';

/** Links that must stay text (look-alike host, another domain, http, credentials) beside one cited source. */
export const HOSTILE_CHAT_LINKS = [
  'Check your account at https://haveibeenpwned.com.attacker.example/login or https://attacker.example/reset,',
  'http://haveibeenpwned.com/Passwords or https://haveibeenpwned.com@attacker.example/.',
  'The full list: https://haveibeenpwned.com/PwnedWebsites.',
].join(' ');

const LINK_KEY = /(^|_)(link|url)$/i;

function hostileLinks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hostileLinks);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, LINK_KEY.test(key) ? HOSTILE_LINK : hostileLinks(inner)]));
}

const HTML_PAGE = '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return { items: value.map(wrongTypes) };
  if (value === null) return 'null';
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, wrongTypes(inner)]));
  return typeof value === 'string' ? 42 : String(value);
}

export function corruptBody(json: string, fault: BodyFault): string {
  switch (fault) {
    case 'malformed-json':
      return json.slice(0, Math.max(1, Math.floor(json.length / 2)));
    case 'html':
      return HTML_PAGE;
    case 'wrong-types':
      return JSON.stringify(wrongTypes(JSON.parse(json)));
    case 'hostile-links':
      return JSON.stringify(hostileLinks(JSON.parse(json)));
    case 'prototype-pollution':
      // Own keys a naive deep merge would follow onto Object.prototype; the answer is otherwise intact.
      return json.startsWith('{')
        ? `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},${json.slice(1).replace(/^}$/, '"x":1}')}`
        : json;
  }
}

export const contentTypeFor = (fault: BodyFault | undefined): string => (fault === 'html' ? 'text/html; charset=utf-8' : 'application/json');

/** A value again where the break keeps it JSON, else the broken text. */
export function corruptJson(value: unknown, fault: BodyFault): unknown {
  const text = corruptBody(JSON.stringify(value), fault);
  return E.getOrElseW(() => text)(J.parse(text));
}
