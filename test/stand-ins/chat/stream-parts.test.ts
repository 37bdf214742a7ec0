// Splitting answers into the parts a streaming reply sends.
import fc from 'fast-check';
import { answerQuestion, findBreach, streamParts } from '../../../src/stand-ins/chat/grounded-replies';
import type { Breach } from '../../../src/domain/breach/breach';

const ask = (breach: Breach, question: string) => answerQuestion({ breachName: breach.name, breach, question });

describe('streamParts', () => {
  it.each<[string, readonly string[]]>([
    ['', []],
    ['One.', ['One.']],
    ['One. Two! Three? Four', ['One. ', 'Two! ', 'Three? ', 'Four']],
    ['Lead:\n• a\n• b\n\nSource: x.com, CC BY 4.0.', ['Lead:\n', '• a\n', '• b\n\n', 'Source: x.com, CC BY 4.0.']],
    ['He said "go." Then left.', ['He said "go." ', 'Then left.']],
    ['152,445,165 accounts. Done', ['152,445,165 accounts. ', 'Done']],
  ])('%j → %j', (text, parts) => {
    expect(streamParts(text)).toEqual(parts);
  });

  it('sends an answer sentence by sentence', () => {
    const answer = ask(findBreach('Adobe') as Breach, 'What was leaked?');
    const parts = streamParts(answer);
    expect(parts[0]).toMatch(/^In October 2013, Adobe was breached and 152,445,165 accounts were exposed, including .*\.\s+$/);
    expect(parts.join('')).toBe(answer);
    expect(parts.length).toBeGreaterThan(1);
  });

  it('splits any text into non-empty parts that join back to it', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '.', '!', '?', '\n', '”', 'é', '…') }), (text) => {
        const parts = streamParts(text);
        expect(parts.join('')).toBe(text);
        expect(parts.every((p) => p.length > 0)).toBe(true);
      }),
    );
  });
});
