// Plain text, deterministic, and never echoing the question.
import type { Breach } from '../../domain/breach/breach';
import { aboutKnown } from './known-breach-answers';
import { aboutUnknown } from './unknown-breach-answer';

export type AnswerInput = { readonly breachName: string; readonly breach: Breach | undefined; readonly question: string };

export function answerQuestion(input: AnswerInput): string {
  return input.breach ? aboutKnown(input.breach, input.question) : aboutUnknown(input.breachName, input.question);
}
