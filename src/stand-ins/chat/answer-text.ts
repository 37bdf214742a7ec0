import type { Breach } from '../../domain/breach/breach';
import { dataClassInSentence } from '../../domain/breach/breach-guidance';
import { listInWords } from '../../domain/format';
import { i18n } from '../../domain/i18n';

export const lower = (classes: readonly string[]): string => listInWords(classes.map(dataClassInSentence));

export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const THIS_SERVICE = /*i18n*/ 'this service';

export const titleOf = (breach: Breach): string => breach.title.trim().replace(/\s+breach\)$/i, ')') || breach.name.trim() || i18n._(THIS_SERVICE);

export const has = (breach: Breach, classes: readonly string[]): boolean => breach.dataClasses.some((c) => classes.includes(c));

type Part = string | false | undefined;

const written = (parts: readonly Part[]): string[] => parts.filter((p): p is string => typeof p === 'string' && p !== '');

export const paragraphs = (...parts: readonly Part[]): string => written(parts).join('\n\n');

export const sentences = (...parts: readonly Part[]): string => written(parts).join(' ');

export const bullets = (items: readonly string[]): string => items.map((i) => `• ${i}`).join('\n');

export const freezeSteps = (): string =>
  paragraphs(
    i18n._('A credit freeze stops anyone opening new credit in your name. In the US it is free and does not affect your credit score. To freeze your credit:'),
    bullets([
      i18n._('Contact each of the three credit bureaus, Equifax, Experian and TransUnion, online or by phone, and ask for a security freeze.'),
      i18n._('Keep the PIN or login each bureau gives you.'),
      i18n._('When you apply for credit yourself, lift the freeze temporarily at the bureaus the lender uses; you choose for how long.'),
    ]),
  );
