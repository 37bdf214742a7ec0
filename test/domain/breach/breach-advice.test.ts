import { explainBreach, firstStep } from '../../../src/domain/breach/breach-advice';
import { planFixes } from '../../../src/domain/breach/breach-guidance';

describe('breach advice', () => {
  it.each([
    [['Email addresses', 'Passwords'], /Change your Canva password/],
    [['Government issued IDs', 'Email addresses'], /credit freeze/],
    [['Credit cards'], /statements/],
    [['Phone numbers', 'Email addresses'], /lock your number with a PIN/],
    [['Dates of birth'], /identity theft/],
    [['Email addresses', 'Usernames'], /phishing/],
    [['Device information'], /review your account/],
  ])('for %j, the first step matches %s', (dataClasses, step) => {
    expect(firstStep({ dataClasses, title: 'Canva' })).toMatch(step);
  });

  it('names the service in the step, so no two cards read the same', () => {
    expect(firstStep({ dataClasses: ['Passwords'], title: 'Wattpad' })).toBe(
      'Change your Wattpad password, and the same password anywhere else you used it. Then turn on two-factor authentication.',
    );
    expect(firstStep({ dataClasses: ['Email addresses'], title: 'Zomato' })).toBe(
      'Expect phishing: be wary of e-mails that mention Zomato or ask you to sign in.',
    );
    expect(firstStep({ dataClasses: ['Passwords'], title: ' ' })).toMatch(/^Change this password,/);
  });

  it.each([
    [['Phone numbers', 'Physical addresses'], ['Phone numbers'], /^Watch your credit report/],
    [['Phone numbers', 'Email addresses'], ['Phone numbers', 'Email addresses'], /^Be wary of messages that mention Canva, and review your account there\.$/],
    [['Passwords', 'Phone numbers'], ['Phone numbers'], /^Change your Canva password, and the same password anywhere else/],
    [['Passwords', 'Phone numbers'], ['Passwords'], /^Change your Canva password\.$/],
    [['Auth tokens'], ['Auth tokens'], /^Change your Canva password, and the same password anywhere else/],
  ])('for %j, after a fix that holds %j, the first step is this breach’s own: %s', (dataClasses, other, step) => {
    const canva = { key: 'Canva', breach: { title: 'Canva', dataClasses } };
    const steps = planFixes([{ key: 'Other', breach: { title: 'Other', dataClasses: other } }, canva], []).steps(canva);
    expect(firstStep(canva.breach, steps)).toMatch(step);
  });

  it.each([
    [['Passwords', 'Email addresses'], /^Change any password you have used on more than one site/],
    [['Email addresses'], /^Be wary of e-mails that ask you to sign in or pay/],
  ])('for an unverified compilation with %j, names no service it may not come from', (dataClasses, step) => {
    const advice = firstStep({ dataClasses, title: 'Collection #1', isVerified: false });
    expect(advice).toMatch(step);
    expect(advice).not.toContain('Collection');
  });

  it.each([
    ['Bell (2017 breach)', /^Change your Bell password,/],
    ['Twitter (200M)', /^Change your Twitter password,/],
    ['(2017)', /^Change your \(2017\) password,/],
    ['Ticketfly', /^Change your Ticketfly password,/],
  ])('names %s in a sentence without the catalogue’s note in brackets', (title, step) => {
    expect(firstStep({ dataClasses: ['Passwords'], title })).toMatch(step);
    expect(firstStep({ dataClasses: ['Email addresses'], title: '' })).toMatch(/mention this service or/);
  });

  it('states the facts of the breach', () => {
    expect(explainBreach({ title: 'Canva', breachDate: '2019-05-24', pwnCount: 137272116, dataClasses: ['Email addresses', 'Names', 'Passwords'] })).toBe(
      'In May 2019, Canva was breached and 137,272,116 accounts were exposed, including e-mail addresses, names, and passwords.',
    );
    expect(explainBreach({ title: 'X', breachDate: '2020-01-01', pwnCount: 1, dataClasses: ['Usernames'] })).toMatch(/including usernames\.$/);
    expect(explainBreach({ title: 'X', breachDate: '2020-01-01', pwnCount: 1, dataClasses: [] })).toMatch(/including data\.$/);
  });
});
