// Every Cognito and API call from the SPA is preflighted (X-Amz-Target, Authorization, x-api-key). Loopback origins are reflected; others get no grant unless allowAnyOrigin.

const ALLOWED_HEADERS = ['Content-Type', 'X-Amz-Target', 'X-Amz-User-Agent', 'Cache-Control', 'Authorization', 'x-api-key'];
const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const EXPOSED_HEADERS = ['x-amzn-RequestId', 'x-amzn-ErrorType'];

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127(?:\.[0-9]{1,3}){3}|\[::1\])(?::[0-9]{1,5})?$/i;

export const isLoopbackOrigin = (origin: string): boolean => LOOPBACK_ORIGIN.test(origin);

export function corsHeaders(origin: string | undefined, allowAnyOrigin: boolean): Record<string, string> {
  if (origin === undefined) return allowAnyOrigin ? { 'Access-Control-Allow-Origin': '*' } : {};
  if (allowAnyOrigin) return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(', ') };
  if (!isLoopbackOrigin(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(', '), Vary: 'Origin' };
}

export const preflightHeaders = (origin: string | undefined, allowAnyOrigin: boolean): Record<string, string> => ({
  ...corsHeaders(origin, allowAnyOrigin),
  'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
  'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(', '),
  'Access-Control-Max-Age': '600',
});
