/** Host names in lower case, without a port. */
export type LinkHosts = { readonly hosts: readonly string[]; readonly subdomains: boolean };

/** The link as it may go into an `href` (https, no credentials, no port, an allowed host), else null. */
export function safeLink(candidate: string, allowed: LinkHosts): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
  const host = url.hostname.toLowerCase();
  const ok = allowed.hosts.some((allowedHost) => host === allowedHost || (allowed.subdomains && host.endsWith(`.${allowedHost}`)));
  return ok ? url.href : null;
}
