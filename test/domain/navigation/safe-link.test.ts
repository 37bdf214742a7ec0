import { citedSourceLink } from '../../../src/domain/chat/cited-sources';
import { safeLink } from '../../../src/domain/navigation/safe-link';

const billing = { hosts: ['billing.protect.example'], subdomains: false };

describe('safeLink', () => {
  it('keeps an https link on an allowed host', () => {
    expect(safeLink('https://billing.protect.example/p/session/abc?x=1', billing)).toBe('https://billing.protect.example/p/session/abc?x=1');
    expect(safeLink('https://BILLING.protect.example/', billing)).toBe('https://billing.protect.example/');
  });

  it.each([
    ['another scheme', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['plain http', 'http://billing.protect.example/'],
    ['a look-alike host', 'https://billing.protect.example.attacker.example/'],
    ['credentials before the host', 'https://billing.protect.example@attacker.example/'],
    ['a user name on the allowed host', 'https://someone@billing.protect.example/'],
    ['a port of its own', 'https://billing.protect.example:8443/'],
    ['a subdomain when subdomains are not allowed', 'https://x.billing.protect.example/'],
    ['not a URL', 'billing.protect.example/session'],
    ['nothing', ''],
  ])('refuses %s', (_case, link) => {
    expect(safeLink(link, billing)).toBeNull();
  });
});

describe('citedSourceLink', () => {
  it('opens the cited sources and their subdomains', () => {
    expect(citedSourceLink('https://haveibeenpwned.com/PwnedWebsites')).toBe('https://haveibeenpwned.com/PwnedWebsites');
    expect(citedSourceLink('https://www.identitytheft.gov/')).toBe('https://www.identitytheft.gov/');
    expect(citedSourceLink('https://consumer.ftc.gov/features/identity-theft')).toBe('https://consumer.ftc.gov/features/identity-theft');
  });

  it.each([
    'https://attacker.example/reset',
    'https://haveibeenpwned.com.attacker.example/login',
    'http://haveibeenpwned.com/Passwords',
    'https://notftc.gov/',
    'https://haveibeenpwned.com@attacker.example/',
  ])('shows %s as text', (link) => {
    expect(citedSourceLink(link)).toBeNull();
  });
});
