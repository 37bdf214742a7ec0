import type { Breach } from '../../domain/breach/breach';
import { dataClassInSentence } from '../../domain/breach/breach-guidance';
import { listInWords } from '../../domain/format';

export const lower = (classes: readonly string[]): string => listInWords(classes.map(dataClassInSentence));

export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const titleOf = (breach: Breach): string => breach.title.trim().replace(/\s+breach\)$/i, ')') || breach.name.trim() || 'this service';

export const has = (breach: Breach, classes: readonly string[]): boolean => breach.dataClasses.some((c) => classes.includes(c));

type Part = string | false | undefined;

export const paragraphs = (...parts: readonly Part[]): string => parts.filter((p): p is string => typeof p === 'string' && p !== '').join('\n\n');

export const bullets = (items: readonly string[]): string => items.map((i) => `• ${i}`).join('\n');

export const FREEZE_STEPS = paragraphs(
  'A credit freeze stops anyone opening new credit in your name. In the US it is free and does not affect your credit score. To freeze your credit:',
  bullets([
    'Contact each of the three credit bureaus, Equifax, Experian and TransUnion, online or by phone, and ask for a security freeze.',
    'Keep the PIN or login each bureau gives you.',
    'When you apply for credit yourself, lift the freeze temporarily at the bureaus the lender uses; you choose for how long.',
  ]),
);
