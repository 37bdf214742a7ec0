// The domain's words in German, from the catalogue files as they are: each would read English without a translation.
import { firstStep, explainBreach } from '../../src/domain/breach/breach-advice';
import { dataClassLabel, fixSteps, plainNames, plainNamesInWords } from '../../src/domain/breach/breach-guidance';
import { exposureWithFixed, rankBreaches } from '../../src/domain/breach/breach-ranking';
import { guidanceFor, wordsFor } from '../../src/domain/breach/guidance-words';
import { deviceLabel } from '../../src/domain/auth/session/remembered-device';
import { dashboardStatus } from '../../src/domain/dashboard-status';
import { documentTitle, safeDocumentTitle } from '../../src/domain/navigation/page-titles';
import { validateProfile } from '../../src/domain/profile/profile-validation';
import { EMPTY_PROFILE } from '../../src/domain/profile/user-profile';
import { regionName } from '../../src/domain/region';
import { actionGuide, attemptsInWords, brokerTimeline, expectedBy, holdsInWords, stateInWords } from '../../src/domain/removal/broker-timeline';
import { detailsNeededInWords } from '../../src/domain/removal/removal';
import { removalCsv } from '../../src/domain/removal/removal-report';
import type { BrokerRemoval } from '../../src/domain/removal/removal';
import { sinceLastVisit } from '../../src/domain/since-last-visit';
import { describePlanPrices, offerLine } from '../../src/domain/subscription/plan-prices';
import { describeSubscription, trialEnds } from '../../src/domain/subscription/subscription-status';
import { aBreach } from '../support/builders';
import { speakEnglishAgain, speakInTests } from '../support/speak';

const broker = (over: Partial<BrokerRemoval> = {}): BrokerRemoval => ({
  brokerId: 'b',
  brokerName: 'Spokeo',
  state: 'IN_PROGRESS',
  requestedAt: '2026-11-24T09:00:00.000Z',
  removedAt: null,
  ...over,
});

describe('the domain in German', () => {
  beforeAll(() => speakInTests('de'));
  afterAll(speakEnglishAgain);

  it('names kinds of data in German, capitalised in a sentence as German writes nouns', () => {
    expect(dataClassLabel('Passwords')).toBe('Passwörter');
    expect(dataClassLabel('Email addresses')).toBe('E-Mail-Adressen');
    expect(dataClassLabel("Family members' names")).toBe('Namen von Familienmitgliedern');
    expect(dataClassLabel('Something new')).toBe('Something new');
    expect(plainNames(['Avatars', 'Profile photos', 'Names'])).toEqual(['Namen', 'Profilbilder']);
    expect(plainNamesInWords(['Email addresses', 'Passwords', 'Names'])).toBe('Passwörter, E-Mail-Adressen und Namen');
    expect(fixSteps({ dataClasses: ['Credit cards', 'Credit card CVV', 'Genders'] }).map((s) => s.title)).toEqual([
      'Kreditkarten und Kartenprüfnummern (CVV)',
      'Geschlecht',
    ]);
  });

  it('gives the fix’s words and first step in German, naming the service or not', () => {
    expect(wordsFor('Passwords').todo[0]).toBe('Ändern Sie das Passwort für diese Website.');
    expect(wordsFor('Passport numbers')).toBe(wordsFor('Government issued IDs'));
    expect(guidanceFor('Genders')).toBe(
      'Allein verschafft das niemandem Zugang zu Ihren Konten, kann Betrugsversuche aber überzeugender machen. Seien Sie vorsichtig bei Nachrichten, die diese Angaben nennen.',
    );
    expect(firstStep({ dataClasses: ['Passwords'], title: 'Adobe' })).toMatch(/^Ändern Sie Ihr Passwort bei Adobe – /);
    expect(firstStep({ dataClasses: ['Email addresses'], title: ' ' })).toMatch(/E-Mails, die diesen Dienst erwähnen/);
    expect(firstStep({ dataClasses: ['Email addresses'], title: 'X', isVerified: false })).toMatch(/^Seien Sie vorsichtig bei E-Mails/);
    expect(explainBreach({ title: 'Canva', breachDate: '2019-05-24', pwnCount: 137272116, dataClasses: ['Email addresses', 'Names'] })).toBe(
      'Im Mai 2019 gab es bei Canva ein Datenleck mit 137.272.116 betroffenen Konten. Offengelegt wurden: E-Mail-Adressen und Namen.',
    );
    expect(explainBreach({ title: 'X', breachDate: '2020-01-01', pwnCount: 1, dataClasses: [] })).toBe(
      'Im Januar 2020 gab es bei X ein Datenleck, bei dem Daten von 1 Konto offengelegt wurden.',
    );
  });

  it('labels the exposure, ranked in English, in the page’s language, sorted by those labels', () => {
    const ranking = rankBreaches([aBreach({ dataClasses: ['Usernames', 'Names'] })]);
    expect(ranking.exposure.map((e) => e.label)).toEqual(['Names', 'Usernames']);
    expect(exposureWithFixed(ranking, []).map((e) => e.label)).toEqual(['Benutzernamen', 'Namen']);
  });

  it('says where the person stands in German, with plurals', () => {
    const adobe = { key: 'hibp::Adobe', breach: { title: 'Adobe', dataClasses: ['Email addresses', 'Passwords'] } };
    const one = dashboardStatus({ breaches: { needAction: [adobe], fixed: 0 }, removals: 'failed', contract: 'none' });
    expect(one.headline).toBe('1 Datenleck erfordert Ihr Handeln');
    expect(one.detail).toBe('Bei Adobe wurden Ihre Daten offengelegt, darunter Passwörter. Wir zeigen Ihnen Schritt für Schritt, was zu tun ist.');
    const two = dashboardStatus({ breaches: { needAction: [adobe, adobe], fixed: 0 }, removals: 'failed', contract: 'none' });
    expect(two.headline).toBe('2 Datenlecks erfordern Ihr Handeln');
    const done = dashboardStatus({ breaches: { needAction: [], fixed: 3 }, removals: { total: 2, removed: 2 }, contract: 'signed' });
    expect(done.detail).toBe(
      'Sie haben sich um 3 Datenlecks gekümmert. Alle gefundenen Datenhändler haben Ihr Profil gelöscht. Wir behalten alles weiter im Blick.',
    );
    expect(dashboardStatus({ breaches: { needAction: [], fixed: 0 }, removals: { total: 1, removed: 0 }, contract: 'none' }).headline).toBe(
      '1 Datenhändler hat Ihr Profil',
    );
  });

  it('tells what changed since the last visit in German', () => {
    const removed = (name: string) => broker({ brokerName: name, state: 'REMOVED', removedAt: '2026-11-26T00:00:00.000Z' });
    const news = sinceLastVisit('2026-11-25T00:00:00.000Z', { breaches: [], brokers: [removed('Acxiom'), removed('Spokeo')] }, Date.UTC(2026, 10, 27));
    expect(news.map((n) => n.words)).toEqual(['Acxiom und Spokeo haben Ihr Profil gelöscht.']);
  });

  it('follows a removal in German', () => {
    expect(stateInWords('NEEDS_ACTION')).toBe('Handeln erforderlich');
    expect(brokerTimeline(broker()).map((e) => `${e.words}: ${e.date}`)).toEqual(['Löschung beantragt: 24. November 2026']);
    expect(holdsInWords(['name', 'email'])).toBe('Name und E-Mail-Adresse.');
    expect(attemptsInWords(broker({ attempts: 3, lastAttemptAt: '2026-12-08T09:00:00.000Z' }))).toBe('3 Anfragen gesendet, die letzte am 8. Dezember 2026.');
    expect(attemptsInWords(broker({ attempts: 1 }))).toBe('1 Anfrage gesendet.');
    expect(expectedBy(broker({ expectedDays: 14 }))).toBe('Dieser Datenhändler löscht ein Profil meist innerhalb von 14 Tagen: bis zum 8. Dezember 2026.');
    expect(actionGuide(broker({ state: 'NEEDS_ACTION', action: 'CONFIRM_EMAIL' }))?.title).toBe('Spokeo bittet Sie, die Löschung per E-Mail zu bestätigen.');
    expect(detailsNeededInWords(['first name', 'city'])).toMatch(/Ergänzen Sie Vorname und Wohnort und/);
    expect(removalCsv([broker()]).split('\r\n')[0]).toBe(
      'Datenhändler,Status,Gefunden,Löschung beantragt,In Bearbeitung,Handeln erforderlich,Gelöscht,Gesendete Anfragen,Letzte Anfrage',
    );
  });

  it('describes the plan, its prices and its trial in German', () => {
    expect(describeSubscription({ status: 'TRIALING', daysRemaining: 1, link: '' })).toEqual({ plan: 'Kostenloser Testzeitraum', daysLeft: 'Noch 1 Tag' });
    expect(describeSubscription({ status: 'ACTIVE', daysRemaining: 3, link: '' })?.daysLeft).toBe('Noch 3 Tage');
    expect(trialEnds({ status: 'TRIALING', daysRemaining: 0, link: '' }, new Date('2026-11-30T12:00:00Z'))).toMatch(
      /^Ihr kostenloser Testzeitraum endet am 30\. November 2026\./,
    );
    const prices = { monthly: 1000, annual: 10000, currency: 'EUR' };
    expect(describePlanPrices(prices).annual).toEqual({
      price: '100,00\u00a0€ pro Jahr',
      detail: 'Jährliche Abrechnung. Zwei Monate gratis: 20,00\u00a0€ weniger als 12 Monatszahlungen.',
    });
    expect(offerLine(prices, 14)).toBe('14 Tage kostenlos, danach 10,00\u00a0€ pro Monat oder 100,00\u00a0€ pro Jahr. Jederzeit kündbar.');
  });

  it('names pages, countries, devices and profile problems in German', () => {
    expect(documentTitle('Dashboard')).toBe('Übersicht · Protect');
    expect(safeDocumentTitle('Übersicht · Protect')).toBe('Übersicht · Protect');
    expect(safeDocumentTitle('Dashboard · Protect')).toBe('Protect');
    expect(regionName('GB')).toBe('Vereinigtes Königreich');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1')).toBe('Safari auf iPhone oder iPad');
    expect(validateProfile({ ...EMPTY_PROFILE, zip: '#', city: 'x'.repeat(101) }, '2026-12-01')).toEqual({
      city: 'Bitte höchstens 100 Zeichen.',
      zip: 'Geben Sie eine Postleitzahl aus Buchstaben, Ziffern, Leerzeichen oder Bindestrichen ein.',
    });
  });
});
