// Every fact and digit in these answers comes from the breach record.
import type { Breach } from '../../domain/breach/breach';
import { explainBreach, firstStep } from '../../domain/breach/breach-advice';
import { monthYear } from '../../domain/format';
import { adviceGroups, freezeNeedOf, riskOf, type TopicClasses } from '../../domain/breach/data-classes';
import { guidanceFor } from '../../domain/breach/guidance-words';
import { type RiskLevel } from '../../domain/breach/guidance-table';
import { count } from '../../domain/format';
import { bullets, capitalized, FREEZE_STEPS, has, lower, paragraphs, titleOf } from './answer-text';
import { classifyQuestion, topicsAskedAbout, type Intent } from './question-intent';

const SUGGESTIONS =
  'You can ask me: what was leaked, am I at risk, what should I do first, is my password exposed, I never used this site, how do I freeze my credit, when did it happen, how many accounts were affected, or is it verified.';

function flagNotes(breach: Breach): string {
  return [
    !breach.isVerified && 'Have I Been Pwned has not verified this breach, so the data may not be genuine; act as if it is, to be safe.',
    breach.isFabricated && 'Have I Been Pwned believes this data is fabricated: it may not come from the service at all.',
    breach.isSpamList && 'Have I Been Pwned marks this as a spam list: addresses collected to send spam, so being in it does not mean you had an account.',
    breach.isMalware && "Have I Been Pwned says this data came from malware on people's devices, so also scan your devices for malware.",
    breach.isRetired && 'Have I Been Pwned has retired this breach from its catalogue.',
    breach.isSensitive && 'Have I Been Pwned marks it as sensitive, so it does not show up in public searches.',
  ]
    .filter((n): n is string => typeof n === 'string')
    .join(' ');
}

const exposed = (breach: Breach): string => lower(breach.dataClasses) || 'no listed data';

function leaked(breach: Breach): string {
  return paragraphs(
    `${explainBreach({ ...breach, title: titleOf(breach) })} ${flagNotes(breach)}`.trim(),
    'Ask me what to do first, or whether your password was exposed.',
  );
}

function mostSevere<L>(breach: Breach, levelOf: (dataClass: string) => L, levels: readonly NoInfer<L>[]): readonly [L, readonly string[]] | undefined {
  for (const level of levels) {
    const classes = breach.dataClasses.filter((c) => levelOf(c) === level);
    if (classes.length > 0) return [level, classes];
  }
  return undefined;
}

const RISK_REASON: Readonly<Record<RiskLevel, string>> = {
  high: 'which can be used to get into accounts or commit fraud',
  moderate: 'which scammers and identity thieves use, though that cannot get anyone into your accounts on its own',
  lower: 'which mostly makes spam and phishing more convincing; it cannot get anyone into your accounts on its own',
};

function risk(breach: Breach): string {
  const [level, classes] = mostSevere(breach, riskOf, ['high', 'moderate']) ?? (['lower', breach.dataClasses] as const);
  const assessment = `Based on Have I Been Pwned's record, the risk from the ${titleOf(breach)} breach is ${level}: it exposed ${lower(classes) || 'no listed data'}, ${RISK_REASON[level]}.`;
  return paragraphs(`${assessment} ${flagNotes(breach)}`.trim(), `The most important step: ${firstStep(breach)}`);
}

const MAX_DETAILS = 3;

function firstSteps(breach: Breach): string {
  const groups = adviceGroups(breach.dataClasses);
  const details = groups.slice(0, MAX_DETAILS).map((g) => `${capitalized(lower(g.classes))}: ${guidanceFor(g.classes[0] ?? '')}`);
  return paragraphs(
    `What to do about the ${titleOf(breach)} breach, most urgent first.`,
    `First: ${firstStep(breach)}`,
    details.length > 0 && `In more detail, for the data it exposed:\n${bullets(details)}`,
    breach.isMalware && 'Have I Been Pwned says this data came from malware, so also scan your devices for malware.',
    `Ask me about ${groups.length > MAX_DETAILS ? 'the rest of the exposed data' : 'any of these'}${breach.dataClasses.some((c) => freezeNeedOf(c) !== 'none') ? ', or how to freeze your credit' : ''}.`,
  );
}

function neverUsed(breach: Breach): string {
  const title = titleOf(breach);
  const domain = breach.domain.trim();
  return paragraphs(
    'You can be in a breach without remembering the site. Common reasons:',
    bullets([
      'You made an account long ago and forgot it.',
      'Someone else signed up with your e-mail address, by mistake or to send spam.',
      'Your details were collected and combined from other sources (data aggregation) or traded in spam lists, with no account needed.',
    ]),
    has(breach, ['Email addresses'])
      ? `Have I Been Pwned's record shows e-mail addresses were in the ${title} data, so your address was in that data whether or not you had an account.`
      : `Have I Been Pwned's record for the ${title} breach does not list e-mail addresses, so I cannot say how your details were matched to it.`,
    breach.isSpamList && 'Have I Been Pwned marks this as a spam list, so no account was needed to be in it.',
    `What to do: if a password you use anywhere could have been used there, change it wherever you reused it and turn on two-factor authentication. To check whether an account exists, try a password reset on ${domain || 'the service'}.`,
  );
}

function password(breach: Breach): string {
  const title = titleOf(breach);
  const hints = has(breach, ['Password hints']);
  if (has(breach, ['Passwords'])) {
    return paragraphs(
      `Yes. Passwords are among the data Have I Been Pwned lists for the ${title} breach (${monthYear(breach.breachDate)}). The record does not say how they were stored, so assume yours is known to attackers.${hints ? ' Password hints were exposed too.' : ''}`,
      guidanceFor('Passwords'),
    );
  }
  if (hints) {
    return paragraphs(
      `No, passwords themselves are not in Have I Been Pwned's list for the ${title} breach, but password hints are, and a hint can give a password away.`,
      guidanceFor('Password hints'),
    );
  }
  return paragraphs(
    `No. Passwords are not among the data Have I Been Pwned lists for the ${title} breach; it exposed ${exposed(breach)}.`,
    has(breach, ['Auth tokens'])
      ? `But auth tokens were exposed, and those can let someone into your account without the password. ${guidanceFor('Auth tokens')}`
      : 'Even so, a unique password for every site and two-factor authentication keep you safe from the next breach.',
  );
}

function dataClass(breach: Breach, topics: readonly TopicClasses[]): string {
  const title = titleOf(breach);
  const lines = topics.map((topic) => {
    const present = breach.dataClasses.filter((c) => topic.classes.includes(c));
    if (present.length === 0) return `No: Have I Been Pwned's record for the ${title} breach does not list ${topic.label}.`;
    const advice = [...new Set(present.map(guidanceFor))].join(' ');
    return `Yes: Have I Been Pwned lists ${lower(present)} for the ${title} breach. ${advice}`;
  });
  const anyMissing = topics.some((t) => !has(breach, t.classes));
  return paragraphs(...lines, anyMissing && `It exposed ${exposed(breach)}.`);
}

function freeze(breach: Breach): string {
  const title = titleOf(breach);
  const [need, classes] = mostSevere(breach, freezeNeedOf, ['urgent', 'useful']) ?? (['none', []] as const);
  const verdict =
    need === 'urgent'
      ? `For the ${title} breach this is urgent: it exposed ${lower(classes)}, which can be used to open credit in your name.`
      : need === 'useful'
        ? `The ${title} breach exposed ${lower(classes)}, which can help identity thieves, so a freeze is a sensible precaution.`
        : `Have I Been Pwned's record for the ${title} breach lists no social security numbers, ID numbers or financial details, so this breach alone does not call for a freeze, but it is a free safeguard anyone can use.`;
  return paragraphs(FREEZE_STEPS, verdict);
}

function flags(breach: Breach): string {
  const title = titleOf(breach);
  return paragraphs(
    [
      breach.isVerified
        ? `Have I Been Pwned has verified the ${title} breach: it is confident the data is genuine.`
        : `Have I Been Pwned has not verified the ${title} breach, so the data may not be genuine; act as if it is, to be safe.`,
      breach.isSensitive ? 'It is marked sensitive, so it does not show up in public searches of an address.' : 'It is not marked sensitive.',
      breach.isFabricated ? 'Have I Been Pwned believes the data is fabricated.' : 'Have I Been Pwned has not flagged the data as fabricated.',
      ...(breach.isSpamList ? ['It is a spam list: addresses collected to send spam.'] : []),
      ...(breach.isMalware ? ["The data came from malware on people's devices."] : []),
      ...(breach.isRetired ? ['Have I Been Pwned has retired it from its catalogue.'] : []),
    ].join(' '),
  );
}

const ANSWERS: Readonly<Record<Intent, (breach: Breach, question: string) => string>> = {
  'never-used': neverUsed,
  freeze,
  password,
  'data-class': (breach, question) => dataClass(breach, topicsAskedAbout(question)),
  when: (breach) =>
    paragraphs(
      `Have I Been Pwned records the ${titleOf(breach)} breach as happening in ${monthYear(breach.breachDate)}.`,
      'Data from a breach keeps circulating for years, so it still matters today.',
    ),
  size: (breach) =>
    paragraphs(
      `Have I Been Pwned counts ${count(breach.pwnCount)} accounts in the ${titleOf(breach)} breach.`,
      breach.isSpamList && 'As this is a spam list, these are e-mail addresses rather than accounts people created.',
    ),
  flags,
  'first-steps': firstSteps,
  risk,
  leaked,
  help: (breach) => paragraphs(`I answer questions about the ${titleOf(breach)} breach, using only Have I Been Pwned's record of it. ${SUGGESTIONS}`),
  thanks: (breach) => paragraphs(`You're welcome. If anything else about the ${titleOf(breach)} breach worries you, just ask.`),
  greeting: (breach) => paragraphs(`Hello! I can answer questions about the ${titleOf(breach)} breach, using Have I Been Pwned's record of it. ${SUGGESTIONS}`),
  other: (breach) => paragraphs(`I can only help with questions about the ${titleOf(breach)} breach, and that is not something I can answer. ${SUGGESTIONS}`),
};

export const aboutKnown = (breach: Breach, question: string): string => ANSWERS[classifyQuestion(question)](breach, question);
