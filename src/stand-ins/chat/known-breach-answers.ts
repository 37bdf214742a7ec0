// Every fact and digit in these answers comes from the breach record.
import type { Breach } from '../../domain/breach/breach';
import { explainBreach, firstStep } from '../../domain/breach/breach-advice';
import { monthYear } from '../../domain/format';
import { adviceGroups, freezeNeedOf, riskOf, type TopicClasses } from '../../domain/breach/data-classes';
import { guidanceFor } from '../../domain/breach/guidance-words';
import { i18n } from '../../domain/i18n';
import { bullets, capitalized, freezeSteps, has, lower, paragraphs, sentences, titleOf } from './answer-text';
import { flagNotes, flags } from './breach-flags';
import { classifyQuestion, topicsAskedAbout, type Intent } from './question-intent';
import { topicName } from './topic-words';

const suggestions = (): string =>
  i18n._(
    'You can ask me: what was leaked, am I at risk, what should I do first, is my password exposed, I never used this site, how do I freeze my credit, when did it happen, how many accounts were affected, or is it verified.',
  );

function itExposed(breach: Breach): string {
  const exposed = lower(breach.dataClasses);
  return exposed === '' ? i18n._('It exposed no listed data.') : i18n._('It exposed {exposed}.', { exposed });
}

function leaked(breach: Breach): string {
  return paragraphs(
    sentences(explainBreach({ ...breach, title: titleOf(breach) }), flagNotes(breach)),
    i18n._('Ask me what to do first, or whether your password was exposed.'),
  );
}

function mostSevere<L>(breach: Breach, levelOf: (dataClass: string) => L, levels: readonly NoInfer<L>[]): readonly [L, readonly string[]] | undefined {
  for (const level of levels) {
    const classes = breach.dataClasses.filter((c) => levelOf(c) === level);
    if (classes.length > 0) return [level, classes];
  }
  return undefined;
}

function risk(breach: Breach): string {
  const [level, classes] = mostSevere(breach, riskOf, ['high', 'moderate']) ?? (['lower', breach.dataClasses] as const);
  const title = titleOf(breach);
  const exposed = lower(classes);
  const assessment =
    exposed === ''
      ? i18n._(
          "Based on Have I Been Pwned's record, the risk from the {title} breach is lower: it exposed no listed data, which mostly makes spam and phishing more convincing; it cannot get anyone into your accounts on its own.",
          { title },
        )
      : i18n._(
          "{level, select, high {Based on Have I Been Pwned's record, the risk from the {title} breach is high: it exposed {exposed}, which can be used to get into accounts or commit fraud.} moderate {Based on Have I Been Pwned's record, the risk from the {title} breach is moderate: it exposed {exposed}, which scammers and identity thieves use, though that cannot get anyone into your accounts on its own.} other {Based on Have I Been Pwned's record, the risk from the {title} breach is lower: it exposed {exposed}, which mostly makes spam and phishing more convincing; it cannot get anyone into your accounts on its own.}}",
          { level, title, exposed },
        );
  const step = firstStep(breach);
  return paragraphs(sentences(assessment, flagNotes(breach)), i18n._('The most important step: {step}', { step }));
}

const MAX_DETAILS = 3;

function firstSteps(breach: Breach): string {
  const title = titleOf(breach);
  const step = firstStep(breach);
  const groups = adviceGroups(breach.dataClasses);
  const details = groups.slice(0, MAX_DETAILS).map((g) => `${capitalized(lower(g.classes))}: ${guidanceFor(g.classes[0] ?? '')}`);
  const rest = groups.length > MAX_DETAILS;
  const freeze = breach.dataClasses.some((c) => freezeNeedOf(c) !== 'none');
  const ask = rest ? (freeze ? 'restAndFreeze' : 'rest') : freeze ? 'theseAndFreeze' : 'these';
  return paragraphs(
    i18n._('What to do about the {title} breach, most urgent first.', { title }),
    i18n._('First: {step}', { step }),
    details.length > 0 && `${i18n._('In more detail, for the data it exposed:')}\n${bullets(details)}`,
    breach.isMalware && i18n._('Have I Been Pwned says this data came from malware, so also scan your devices for malware.'),
    i18n._(
      '{ask, select, restAndFreeze {Ask me about the rest of the exposed data, or how to freeze your credit.} rest {Ask me about the rest of the exposed data.} theseAndFreeze {Ask me about any of these, or how to freeze your credit.} other {Ask me about any of these.}}',
      { ask },
    ),
  );
}

function neverUsed(breach: Breach): string {
  const title = titleOf(breach);
  const domain = breach.domain.trim();
  return paragraphs(
    i18n._('You can be in a breach without remembering the site. Common reasons:'),
    bullets([
      i18n._('You made an account long ago and forgot it.'),
      i18n._('Someone else signed up with your e-mail address, by mistake or to send spam.'),
      i18n._('Your details were collected and combined from other sources (data aggregation) or traded in spam lists, with no account needed.'),
    ]),
    has(breach, ['Email addresses'])
      ? i18n._(
          "Have I Been Pwned's record shows e-mail addresses were in the {title} data, so your address was in that data whether or not you had an account.",
          { title },
        )
      : i18n._("Have I Been Pwned's record for the {title} breach does not list e-mail addresses, so I cannot say how your details were matched to it.", {
          title,
        }),
    breach.isSpamList && i18n._('Have I Been Pwned marks this as a spam list, so no account was needed to be in it.'),
    sentences(
      i18n._('What to do: if a password you use anywhere could have been used there, change it wherever you reused it and turn on two-factor authentication.'),
      i18n._(
        '{named, select, yes {To check whether an account exists, try a password reset on {domain}.} other {To check whether an account exists, try a password reset on the service.}}',
        { named: domain === '' ? 'no' : 'yes', domain },
      ),
    ),
  );
}

function password(breach: Breach): string {
  const title = titleOf(breach);
  const hints = has(breach, ['Password hints']);
  if (has(breach, ['Passwords'])) {
    const month = monthYear(breach.breachDate);
    return paragraphs(
      sentences(
        i18n._(
          'Yes. Passwords are among the data Have I Been Pwned lists for the {title} breach ({month}). The record does not say how they were stored, so assume yours is known to attackers.',
          { title, month },
        ),
        hints && i18n._('Password hints were exposed too.'),
      ),
      guidanceFor('Passwords'),
    );
  }
  if (hints) {
    return paragraphs(
      i18n._(
        "No, passwords themselves are not in Have I Been Pwned's list for the {title} breach, but password hints are, and a hint can give a password away.",
        { title },
      ),
      guidanceFor('Password hints'),
    );
  }
  const exposed = lower(breach.dataClasses);
  return paragraphs(
    i18n._(
      '{listed, select, yes {No. Passwords are not among the data Have I Been Pwned lists for the {title} breach; it exposed {exposed}.} other {No. Passwords are not among the data Have I Been Pwned lists for the {title} breach; it exposed no listed data.}}',
      { listed: exposed === '' ? 'no' : 'yes', title, exposed },
    ),
    has(breach, ['Auth tokens'])
      ? sentences(i18n._('But auth tokens were exposed, and those can let someone into your account without the password.'), guidanceFor('Auth tokens'))
      : i18n._('Even so, a unique password for every site and two-factor authentication keep you safe from the next breach.'),
  );
}

function dataClass(breach: Breach, topics: readonly TopicClasses[]): string {
  const title = titleOf(breach);
  const lines = topics.map((topic) => {
    const present = breach.dataClasses.filter((c) => topic.classes.includes(c));
    if (present.length === 0) return i18n._("No: Have I Been Pwned's record for the {title} breach does not list {topic}.", { title, topic: topicName(topic) });
    const exposed = lower(present);
    const advice = [...new Set(present.map(guidanceFor))];
    return sentences(i18n._('Yes: Have I Been Pwned lists {exposed} for the {title} breach.', { exposed, title }), ...advice);
  });
  const anyMissing = topics.some((t) => !has(breach, t.classes));
  return paragraphs(...lines, anyMissing && itExposed(breach));
}

function freeze(breach: Breach): string {
  const title = titleOf(breach);
  const [need, classes] = mostSevere(breach, freezeNeedOf, ['urgent', 'useful']) ?? (['none', []] as const);
  const exposed = lower(classes);
  const verdict =
    need === 'urgent'
      ? i18n._('For the {title} breach this is urgent: it exposed {exposed}, which can be used to open credit in your name.', { title, exposed })
      : need === 'useful'
        ? i18n._('The {title} breach exposed {exposed}, which can help identity thieves, so a freeze is a sensible precaution.', { title, exposed })
        : i18n._(
            "Have I Been Pwned's record for the {title} breach lists no social security numbers, ID numbers or financial details, so this breach alone does not call for a freeze, but it is a free safeguard anyone can use.",
            { title },
          );
  return paragraphs(freezeSteps(), verdict);
}

function when(breach: Breach): string {
  const title = titleOf(breach);
  const month = monthYear(breach.breachDate);
  return paragraphs(
    i18n._('Have I Been Pwned records the {title} breach as happening in {month}.', { title, month }),
    i18n._('Data from a breach keeps circulating for years, so it still matters today.'),
  );
}

function size(breach: Breach): string {
  const title = titleOf(breach);
  const { pwnCount } = breach;
  return paragraphs(
    i18n._(
      '{pwnCount, plural, one {Have I Been Pwned counts # account in the {title} breach.} other {Have I Been Pwned counts # accounts in the {title} breach.}}',
      { pwnCount, title },
    ),
    breach.isSpamList && i18n._('As this is a spam list, these are e-mail addresses rather than accounts people created.'),
  );
}

const ANSWERS: Readonly<Record<Intent, (breach: Breach, question: string) => string>> = {
  'never-used': neverUsed,
  freeze,
  password,
  'data-class': (breach, question) => dataClass(breach, topicsAskedAbout(question)),
  when,
  size,
  flags,
  'first-steps': firstSteps,
  risk,
  leaked,
  help: (breach) => {
    const title = titleOf(breach);
    return sentences(i18n._("I answer questions about the {title} breach, using only Have I Been Pwned's record of it.", { title }), suggestions());
  },
  thanks: (breach) => {
    const title = titleOf(breach);
    return i18n._("You're welcome. If anything else about the {title} breach worries you, just ask.", { title });
  },
  greeting: (breach) => {
    const title = titleOf(breach);
    return sentences(i18n._("Hello! I can answer questions about the {title} breach, using Have I Been Pwned's record of it.", { title }), suggestions());
  },
  other: (breach) => {
    const title = titleOf(breach);
    return sentences(i18n._('I can only help with questions about the {title} breach, and that is not something I can answer.', { title }), suggestions());
  },
};

export const aboutKnown = (breach: Breach, question: string): string => ANSWERS[classifyQuestion(question)](breach, question);
