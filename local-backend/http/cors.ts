// Every Cognito and API call from the SPA is preflighted (X-Amz-Target, Authorization, x-api-key). Loopback origins are reflected; others get no grant unless allowAnyOrigin.

// amz-sdk-*: the AWS SDK's identity-pool client sends its invocation id and retry state.
const ALLOWED_HEADERS = [
  'Content-Type',
  'X-Amz-Target',
  'X-Amz-User-Agent',
  'Cache-Control',
  'Authorization',
  'x-api-key',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
];
const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const EXPOSED_HEADERS = ['x-amzn-RequestId', 'x-amzn-ErrorType'];

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127(?:\.[0-9]{1,3}){3}|\[::1\])(?::[0-9]{1,5})?$/i;

const isLoopbackOrigin = (origin: string): boolean => LOOPBACK_ORIGIN.test(origin);

const LOOPBACK_HOST = /^(localhost|127(?:\.[0-9]{1,3}){3}|\[::1\])(?::[0-9]{1,5})?$/i;
const IP_LITERAL_HOST = /^([0-9]{1,3}(?:\.[0-9]{1,3}){3}|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;

const isLoopbackHost = (host: string | undefined): boolean => host !== undefined && LOOPBACK_HOST.test(host);

export const isLoopbackBind = (host: string): boolean => isLoopbackHost(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/** Which Host headers the backend answers: loopback names only (a DNS-rebound page comes under the attacker's name), and
 * IP addresses too when exposed to the network (an address cannot be rebound). */
export const hostGuard =
  (exposedToNetwork: boolean) =>
  (host: string | undefined): boolean =>
    isLoopbackHost(host) || (exposedToNetwork && host !== undefined && IP_LITERAL_HOST.test(host));

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
