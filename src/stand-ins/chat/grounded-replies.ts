// The assistant's answers: plain text, deterministic, grounded in the breach's record when there is one, never echoing the question.
import type { Breach } from '../../domain/breach/breach';
import breachSeed from '../seed-data/hibp-breaches.seed.json';
import { i18n } from '../../domain/i18n';
import { bullets, freezeSteps, paragraphs } from './answer-text';
import type { ChatResponderDeps } from './chat-responder';
import { aboutKnown } from './known-breach-answers';
import { classifyQuestion } from './question-intent';

const BY_NAME: ReadonlyMap<string, Breach> = new Map(breachSeed.map((b) => [b.name.toLowerCase(), { ...b, source: 'hibp', addresses: [] }]));

export const findBreach = (name: string): Breach | undefined => BY_NAME.get(name.trim().toLowerCase());

export const MAX_QUOTED_NAME = 100;

function quotedName(breachName: string): string {
  const oneLine = breachName.replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ').trim();
  const chars = Array.from(oneLine);
  return chars.length <= MAX_QUOTED_NAME ? oneLine : `${chars.slice(0, MAX_QUOTED_NAME - 1).join('')}…`;
}

const generalAdvice = (): string =>
  paragraphs(
    i18n._('What helps after any breach:'),
    bullets([
      i18n._('Change the password you used there and everywhere you reused it, and turn on two-factor authentication.'),
      i18n._('Expect phishing: be wary of e-mails and texts that mention the service.'),
      i18n._('Check your bank and card statements for anything you did not do.'),
    ]),
    i18n._('You can look breaches up on Have I Been Pwned (haveibeenpwned.com).'),
  );

/** With no record of the breach: general advice only, never facts about it. */
function aboutUnknown(breachName: string, question: string): string {
  const name = quotedName(breachName);
  const noRecord =
    name === ''
      ? i18n._('I do not know which breach you mean, so I cannot tell you what it exposed, when it happened or how many accounts it affected.')
      : i18n._('I have no record of a breach named “{name}”, so I cannot tell you what it exposed, when it happened or how many accounts it affected.', {
          name,
        });
  switch (classifyQuestion(question)) {
    case 'freeze':
      return paragraphs(
        noRecord,
        freezeSteps(),
        i18n._('A freeze matters most when a breach exposed social security numbers, ID numbers or financial details.'),
      );
    case 'password':
      return paragraphs(noRecord, i18n._('So I cannot say whether passwords were part of it.'), generalAdvice());
    case 'never-used':
      return paragraphs(
        noRecord,
        i18n._(
          'In general, you can be in a breach without remembering the site: an old forgotten account, someone signing up with your e-mail address, or data collected and combined from other sources.',
        ),
        generalAdvice(),
      );
    case 'thanks':
      return paragraphs(i18n._("You're welcome."), noRecord);
    default:
      return paragraphs(noRecord, generalAdvice());
  }
}

export type AnswerInput = { readonly breachName: string; readonly breach: Breach | undefined; readonly question: string };

export const answerQuestion = (input: AnswerInput): string =>
  input.breach ? aboutKnown(input.breach, input.question) : aboutUnknown(input.breachName, input.question);

const PART_END = /[.!?…]+["”’')\]]*\s+|\n+/g;

/** Sentence-sized, non-empty parts that, joined with '', give back the answer exactly. */
export function streamParts(answer: string): readonly string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of answer.matchAll(PART_END)) {
    const end = match.index + match[0].length;
    if (end > start) parts.push(answer.slice(start, end));
    start = end;
  }
  if (start < answer.length) parts.push(answer.slice(start));
  return parts;
}

export const groundedReplies: Pick<ChatResponderDeps, 'answer' | 'parts'> = {
  answer: (breachName, question) => answerQuestion({ breachName, breach: findBreach(breachName), question }),
  parts: streamParts,
};
