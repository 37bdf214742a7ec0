// app.html's inline start: on /dashboard, with a stored token not about to expire, it sends the dashboard's reads (the profile,
// then the others and the visit's mark) and leaves the answers for the HTTP client (http/early-answers.ts); refreshing and
// refusals stay the app's.
import { EARLY_READS_GLOBAL, earlyReadKey } from '../adapters/http/early-answers';
import type { JsonRequest } from '../adapters/http/json-http-client';
import { HTTP_TIMEOUT_MS } from '../adapters/http/retry-policy';
import { LIBRARY_KEY_PREFIX } from '../adapters/auth/cognito-token-store';
import { READS } from '../adapters/protection-api/dashboard-reads';
import { ROUTES } from '../domain/navigation/routes';

/** A token this close to its end may be refreshed before the app reads: what was sent with it (the visit's mark too) would not be taken. */
const EXPIRY_MARGIN_S = 60;

type EarlyReadsConfig = { readonly protectionApi: { readonly url: string; readonly key: string }; readonly cognito: { readonly clientId: string } };

const asSent = (request: JsonRequest) => ({
  k: earlyReadKey(request),
  m: request.method,
  p: request.path,
  b: request.body === undefined ? undefined : JSON.stringify(request.body),
});

export function earlyReadsScript({ protectionApi, cognito }: EarlyReadsConfig): string {
  const { profile, ...others } = READS;
  const settings = {
    path: ROUTES.dashboard,
    prefix: `${LIBRARY_KEY_PREFIX}${cognito.clientId}`,
    url: protectionApi.url,
    key: protectionApi.key,
    timeout: HTTP_TIMEOUT_MS,
    first: asSent(profile),
    then: Object.values(others).map(asSent),
  };
  return (
    `(function(c){try{if(location.pathname!==c.path)return;var s=localStorage,u=s.getItem(c.prefix+".LastAuthUser");if(!u)return;` +
    `var g=function(n){return s.getItem(c.prefix+"."+u+"."+n)||""},t=g("idToken"),a=g("accessToken");` +
    `var exp=function(j){return JSON.parse(atob(j.split(".")[1].replace(/-/g,"+").replace(/_/g,"/"))).exp};` +
    `if(Date.now()>=(Math.min(exp(t),exp(a))+(parseInt(g("clockDrift"),10)||0)-${EXPIRY_MARGIN_S})*1e3)return;` +
    `var r={token:t,at:Date.now(),answers:{}};window[${JSON.stringify(EARLY_READS_GLOBAL)}]=r;` +
    `var go=function(q){var h={Accept:"application/json",Authorization:"Bearer "+t,"x-api-key":c.key};if(q.b!==undefined)h["Content-Type"]="application/json";` +
    `var f=fetch(c.url+q.p,{method:q.m,headers:h,body:q.b,credentials:"omit",signal:AbortSignal.timeout&&AbortSignal.timeout(c.timeout)});` +
    `f.catch(function(){});return r.answers[q.k]=f};` +
    `go(c.first).then(function(x){if(x.ok)c.then.forEach(go)},function(){})}catch(e){}})(${JSON.stringify(settings)})`
  );
}
