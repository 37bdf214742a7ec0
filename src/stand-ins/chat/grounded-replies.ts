import { answerQuestion } from './answer-engine';
import { streamParts } from './stream-parts';
import { findBreach } from './breach-catalogue';
import type { ChatResponderDeps } from './chat-responder';

export const groundedReplies: Pick<ChatResponderDeps, 'answer' | 'parts'> = {
  answer: (breachName, question) => answerQuestion({ breachName, breach: findBreach(breachName), question }),
  parts: streamParts,
};
