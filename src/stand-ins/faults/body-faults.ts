// One definition, so offline mode and local mode break in exactly the same ways.

export const BODY_FAULTS = ['malformed-json', 'html', 'wrong-types', 'prototype-pollution'] as const;
export type BodyFault = (typeof BODY_FAULTS)[number];


const HTML_PAGE = '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return { items: value.map(wrongTypes) };
  if (value === null) return 'null';
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, wrongTypes(inner)]));
  if (typeof value === 'string') return 42;
  if (typeof value === 'number') return String(value);
  return String(value);
}

export function corruptBody(json: string, fault: BodyFault): string {
  switch (fault) {
    case 'malformed-json':
      return json.slice(0, Math.max(1, Math.floor(json.length / 2)));
    case 'html':
      return HTML_PAGE;
    case 'wrong-types':
      return JSON.stringify(wrongTypes(JSON.parse(json)));
    case 'prototype-pollution':
      // Own keys a naive deep merge would follow onto Object.prototype; the answer is otherwise intact.
      return json.startsWith('{')
        ? `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},${json.slice(1).replace(/^}$/, '"x":1}')}`
        : json;
  }
}

export const contentTypeFor = (fault: BodyFault | undefined): string => (fault === 'html' ? 'text/html; charset=utf-8' : 'application/json');
