// The assistant in a German page (the offline build runs it there): every answer wholly German, each German question
// reaching the intent its English version does; the English answers are grounded-replies.test.ts's.
import fs from 'node:fs';
import { answerQuestion, findBreach } from '../../../src/stand-ins/chat/grounded-replies';
import { classifyQuestion, topicsAskedAbout, type Intent } from '../../../src/stand-ins/chat/question-intent';
import { TOPIC_WORDS, topicName } from '../../../src/stand-ins/chat/topic-words';
import type { Breach } from '../../../src/domain/breach/breach';
import { DATA_CLASS_TOPICS } from '../../../src/domain/breach/data-classes';
import { aBreach } from '../../support/builders';
import { speakEnglishAgain, speakInTests } from '../../support/speak';

/** The chat screen's suggested questions (chatbot.view-model.ts), in English, and the intent each is answered with. */
const SUGGESTED: readonly (readonly [string, Intent])[] = [
  ['What was leaked?', 'leaked'],
  ['Am I at risk?', 'risk'],
  ['What should I do first?', 'first-steps'],
  ['Is my password exposed?', 'password'],
  ['I never used this site. Why am I in it?', 'never-used'],
];

/** As the German page offers it: its translation in the German catalogues. */
function inGerman(english: string): string {
  const lines = ['src/ui/locales/de.po', 'src/ui/locales/elsewhere/de.po'].flatMap((file) => fs.readFileSync(file, 'utf8').split('\n'));
  const at = lines.indexOf(`msgid ${JSON.stringify(english)}`);
  const msgstr = lines[at + 1] ?? '';
  if (at === -1 || !msgstr.startsWith('msgstr "')) throw new Error(`de.po does not translate ${english}`);
  return JSON.parse(msgstr.slice('msgstr '.length)) as string;
}

/** One question per intent, in each language, as people ask them. */
const QUESTIONS: Readonly<Record<Intent, readonly [english: string, german: string]>> = {
  'never-used': ['I never used this site!', 'Ich hatte dort nie ein Konto.'],
  freeze: ['How do I freeze my credit?', 'Wie richte ich eine Kreditsperre ein?'],
  password: ['Were passwords leaked?', 'Wurden Passwörter geleakt?'],
  'data-class': ['Was my phone number or address leaked?', 'Wurde meine Telefonnummer oder meine Anschrift geleakt?'],
  when: ['When did it happen?', 'Wann ist das passiert?'],
  size: ['How many accounts were affected?', 'Wie viele Konten sind betroffen?'],
  flags: ['Is this breach verified?', 'Ist das Datenleck verifiziert?'],
  'first-steps': ['What can I do?', 'Was kann ich tun?'],
  risk: ["I'm worried.", 'Ich bin besorgt.'],
  leaked: ['What happened?', 'Was ist passiert?'],
  help: ['What can you do?', 'Was können Sie?'],
  thanks: ['Thanks a lot', 'Vielen Dank!'],
  greeting: ['Good morning', 'Guten Morgen'],
  other: ["What's the weather like?", 'Wie wird das Wetter morgen?'],
};

const BREACHES: readonly Breach[] = [
  findBreach('Adobe') as Breach,
  findBreach('Collection1') as Breach,
  findBreach('RiverCityMedia') as Breach,
  findBreach('Wishbone') as Breach,
  aBreach({ name: 'Flagged', title: 'Flagged', domain: '', pwnCount: 1, dataClasses: ['Social security numbers', 'Dates of birth', 'Password hints'] }),
  aBreach({ name: 'Flagged2', title: 'Flagged', isVerified: false, isSensitive: true, isFabricated: true, isSpamList: true, isMalware: true, isRetired: true }),
  aBreach({ name: 'Empty', title: 'Empty', domain: '', dataClasses: [] }),
];

const ask = (breach: Breach | undefined, question: string) => answerQuestion({ breachName: breach?.name ?? 'MegaCorp', breach, question });

/** An answer's sentences and list items of at least two words: none of them may stay in English. */
const sentencesOf = (answer: string): readonly string[] =>
  answer
    .split(/(?<=[.!?:])\s+|\n+/)
    .map((s) => s.replace(/^• /, '').trim())
    .filter((s) => /\p{L}{2,}\s+\p{L}{2,}/u.test(s));

/** English words no German answer has (a breach's title or the names of brands aside). */
const ENGLISH_WORDS = /\b(the|your|you|and|which|breach|what|should|exposed|with|this|data|ask|first|not)\b/i;

function expectNoEnglish(german: string, english: string) {
  for (const sentence of sentencesOf(english)) expect({ sentence, inGerman: german.includes(sentence) }).toEqual({ sentence, inGerman: false });
  expect(german.replace(/Have I Been Pwned|River City Media Spam List/g, '')).not.toMatch(ENGLISH_WORDS);
}

describe('the assistant in German', () => {
  const english = new Map<string, string>();
  const key = (breach: Breach | undefined, question: string) => `${breach?.name ?? '?'}|${question}`;
  const questions = [...SUGGESTED.map(([q]) => q), ...Object.values(QUESTIONS).map(([q]) => q)];

  beforeAll(async () => {
    for (const breach of [...BREACHES, undefined]) for (const question of questions) english.set(key(breach, question), ask(breach, question));
    await speakInTests('de');
  });
  afterAll(speakEnglishAgain);

  describe.each(SUGGESTED)('the suggestion %j', (question, intent) => {
    it('reaches the same intent in German', () => {
      expect(classifyQuestion(question)).toBe(intent);
      expect(classifyQuestion(inGerman(question))).toBe(intent);
    });

    it.each(BREACHES.slice(0, 4).map((b) => [b.name, b] as const))('about %s is answered wholly in German', (_name, breach) => {
      expectNoEnglish(ask(breach, inGerman(question)), english.get(key(breach, question)) ?? '');
    });
  });

  describe.each(Object.entries(QUESTIONS))('asked about %s', (intent, [inEnglish, german]) => {
    it('in German, reaches the intent it does in English', () => {
      expect(classifyQuestion(inEnglish)).toBe(intent);
      expect(classifyQuestion(german)).toBe(intent);
    });

    it.each([...BREACHES, undefined].map((b) => [b?.name ?? 'an unknown breach', b] as const))('about %s, answers wholly in German', (_name, breach) => {
      expectNoEnglish(ask(breach, german), english.get(key(breach, inEnglish)) ?? '');
    });
  });

  it.each<[string, Intent]>([
    ['Welche Daten wurden gestohlen?', 'leaked'],
    ['Wurde ich gehackt?', 'leaked'],
    ['Erzählen Sie mir mehr über das Datenleck', 'leaked'],
    ['Ist das gefährlich?', 'risk'],
    ['Bin ich sicher?', 'risk'],
    ['Muss ich mir Sorgen machen?', 'risk'],
    ['Was soll ich jetzt machen?', 'first-steps'],
    ['Wie schütze ich mich?', 'first-steps'],
    ['Was empfehlen Sie?', 'first-steps'],
    ['Ich habe kein Konto bei denen', 'never-used'],
    ['Warum ist meine E-Mail in diesem Datenleck?', 'never-used'],
    ['Davon habe ich noch nie gehört', 'never-used'],
    ['Wurde mein Kennwort geleakt?', 'password'],
    ['Sollte ich mein Passwort ändern?', 'password'],
    ['Kreditsperre?', 'freeze'],
    ['Soll ich die SCHUFA kontaktieren?', 'freeze'],
    ['In welchem Jahr war das?', 'when'],
    ['Wie groß war es?', 'size'],
    ['Ist das gefälscht?', 'flags'],
    ['Ist das echt?', 'flags'],
    ['Wurde meine Handynummer geleakt?', 'data-class'],
    ['Ist meine Kreditkarte betroffen?', 'data-class'],
    ['Meine Sozialversicherungsnummer?', 'data-class'],
    ['Was ist mit meinem Geburtsdatum?', 'data-class'],
    ['Hallo!', 'greeting'],
    ['Moin', 'greeting'],
    ['Danke schön', 'thanks'],
    ['Tschüss', 'thanks'],
    ['Hilfe', 'help'],
    ['Erzähl mir einen Witz', 'other'],
    ['Schreib mir ein Gedicht', 'other'],
  ])('hears %j as %s', (question, intent) => expect(classifyQuestion(question)).toBe(intent));

  it('says the record’s facts in German words, dates and numbers', () => {
    const adobe = findBreach('Adobe') as Breach;
    expect(ask(adobe, 'Welche Daten wurden offengelegt?')).toContain('Fragen Sie mich, was Sie zuerst tun sollten oder ob Ihr Passwort betroffen ist.');
    expect(ask(adobe, 'Bin ich gefährdet?')).toMatch(
      /^Laut dem Eintrag von Have I Been Pwned ist das Risiko durch das Datenleck bei Adobe hoch: Es enthielt Passwort-Hinweise und Passwörter,/,
    );
    expect(ask(adobe, 'Was sollte ich zuerst tun?')).toContain('Zuerst: Ändern Sie Ihr Passwort bei Adobe');
    expect(ask(adobe, 'Ist mein Passwort betroffen?')).toMatch(
      /^Ja\. Passwörter gehören zu den Daten, .* \(Oktober 2013\)[^]*Auch Passwort-Hinweise wurden offengelegt\./,
    );
    expect(ask(adobe, inGerman(SUGGESTED[4]![0]))).toContain('Häufige Gründe:');
    expect(ask(adobe, 'Wann ist das passiert?')).toContain('ereignete sich das Datenleck bei Adobe im Oktober 2013.');
    expect(ask(adobe, 'Wie viele Konten sind betroffen?')).toBe('Have I Been Pwned zählt beim Datenleck bei Adobe 152.445.165 betroffene Konten.');
    expect(ask(BREACHES[4], 'Wie viele Konten sind betroffen?')).toBe('Have I Been Pwned zählt beim Datenleck bei Flagged 1 betroffenes Konto.');
    expect(ask(undefined, 'Was ist passiert?')).toMatch(/^Mir liegt kein Eintrag zu einem Datenleck namens „MegaCorp“ vor\./);
    expect(answerQuestion({ breachName: ' ', breach: undefined, question: 'Hallo' })).toMatch(/^Ich weiß nicht, welches Datenleck Sie meinen,/);
    expect(ask(aBreach({ name: '', title: '' }), 'Wann?')).toMatch(/^Laut Have I Been Pwned ereignete sich das Datenleck bei diesem Dienst im Oktober 2013\./);
  });

  it('names each data-class topic in German, and hears it asked about in German', () => {
    for (const topic of DATA_CLASS_TOPICS) {
      expect(Object.hasOwn(TOPIC_WORDS, topic.label)).toBe(true);
      expect(topicName(topic)).not.toBe(topic.label);
    }
    expect(topicName({ label: 'unknown', words: [], classes: [] })).toBe('unknown');
    const asked = (question: string) => topicsAskedAbout(question).map((t) => t.label);
    expect(asked('Wurde meine Anschrift oder meine E-Mail-Adresse geleakt?')).toEqual(['physical addresses', 'e-mail addresses']);
    expect(asked('Was ist mit meiner IP-Adresse?')).toEqual(['IP addresses']);
    expect(asked('meine Adresse?')).toEqual(['physical addresses']);
    expect(asked('Meine Kreditkarte, mein Geburtsdatum, meine Handynummer?')).toEqual(['card details', 'phone numbers', 'dates of birth']);
    expect(asked('Mein Führerschein und meine Sicherheitsfragen')).toEqual(['security questions and answers', 'government IDs or passport numbers']);
    const adobe = ask(findBreach('Adobe') as Breach, 'Ist meine E-Mail-Adresse oder meine IP-Adresse betroffen?');
    expect(adobe).toContain('Ja: Have I Been Pwned führt für das Datenleck bei Adobe E-Mail-Adressen auf.');
    expect(adobe).toContain('Nein: Im Eintrag von Have I Been Pwned zum Datenleck bei Adobe sind keine IP-Adressen aufgeführt.');
  });
});
