import { safeLink } from '../navigation/safe-link';

/** The sources the assistant cites: the only hosts a link in a reply may open; any other address stays text. */
const CITED_SOURCES = {
  hosts: ['haveibeenpwned.com', 'identitytheft.gov', 'ftc.gov', 'annualcreditreport.com', 'equifax.com', 'experian.com', 'transunion.com'],
  subdomains: true,
};

export function citedSourceLink(candidate: string): string | null {
  return safeLink(candidate, CITED_SOURCES);
}
