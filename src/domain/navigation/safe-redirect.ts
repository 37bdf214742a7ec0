// `next`/`from` is followed only when it is a same-origin path that resolves to one of our own routes.
import { DEFAULT_SIGNED_IN_ROUTE, ROUTES, type RoutePath } from './routes';

export const MAX_REDIRECT_LENGTH = 2048;

const ALLOWED_PATHS: ReadonlySet<string> = new Set(Object.values(ROUTES));

// Browsers strip or reinterpret control characters and whitespace ("/\t/evil" → "//evil") and read a backslash as a slash.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;

function removeDotSegments(path: string): string {
  const output: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '..') {
      output.pop();
      if (last) output.push('');
    } else if (segment === '.') {
      if (last) output.push('');
    } else {
      output.push(segment);
    }
  });
  return `/${output.join('/')}`;
}

function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

export function safeRedirectTarget(raw: string | null | undefined, fallback: RoutePath = DEFAULT_SIGNED_IN_ROUTE): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_REDIRECT_LENGTH) return fallback;
  if (FORBIDDEN.test(raw) || raw[0] !== '/' || raw[1] === '/') return fallback;
  const end = raw.search(/[?#]/);
  const rawPath = end === -1 ? raw : raw.slice(0, end);
  const suffix = end === -1 ? '' : raw.slice(end);
  const decoded = decodePath(rawPath);
  if (decoded === null || FORBIDDEN.test(decoded) || decoded.includes('//')) return fallback;
  const path = withoutTrailingSlash(removeDotSegments(decoded));
  return ALLOWED_PATHS.has(path) ? `${path}${suffix}` : fallback;
}
