import { safeLink } from '../navigation/safe-link';

/**
 * The sources the breach assistant cites, and so the only hosts (and their subdomains) a link in a
 * reply may open: breach data, US identity-theft and credit-freeze services. Any other address in a
 * reply is shown as text.
 */
const CITED_SOURCES = {
  hosts: ['haveibeenpwned.com', 'identitytheft.gov', 'ftc.gov', 'annualcreditreport.com', 'equifax.com', 'experian.com', 'transunion.com'],
  subdomains: true,
};

/** The address as a link target when it is https on a cited source; null otherwise. */
export function citedSourceLink(candidate: string): string | null {
  return safeLink(candidate, CITED_SOURCES);
}
