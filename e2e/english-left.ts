// The catalogue, read by the journeys: a language's word for an English message, and what of the English catalogue a page in
// another language still shows (each English message's pieces of two words or more, between its placeholders and tags, that
// the language's own message does not also hold, as a brand or a product's name).
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Page } from '@playwright/test';

const PIECES = /\{[^{}]*\}|[{}#]|<\/?\d+\/?>/g;

async function read(language: string) {
  const catalogs = await getCatalogs(getConfig({ cwd: process.cwd() }));
  const both = await Promise.all(catalogs.map((catalog) => Promise.all([catalog.read('en'), catalog.read(language)])));
  return {
    english: Object.assign({}, ...both.map(([english]) => english)) as NonNullable<(typeof both)[number][0]>,
    other: Object.assign({}, ...both.map(([, other]) => other)) as NonNullable<(typeof both)[number][1]>,
  };
}

/** `language`'s words: the translation of each English message (as written in the code), or a failure naming the one it lacks. */
export async function wordsIn(language: string): Promise<(english: string) => string> {
  const { english, other } = await read(language);
  const byText = new Map(Object.entries(english).map(([id, entry]) => [entry.translation ?? id, other[id]?.translation ?? '']));
  return (text) => {
    const word = byText.get(text);
    if (!word) throw new Error(`The ${language} catalogue has no word for "${text}"`);
    return word;
  };
}

export async function englishPieces(language: string): Promise<string[]> {
  const { english, other } = await read(language);
  const pieces = Object.entries(english).flatMap(([id, entry]) =>
    (entry.translation ?? id)
      .split(PIECES)
      .map((piece) => piece.trim())
      .filter((piece) => /\p{L}{2,}\s+\p{L}{2,}/u.test(piece) && !piece.includes(', plural,') && !(other[id]?.translation ?? '').includes(piece)),
  );
  return [...new Set(pieces)];
}

/** The English pieces the page shows: in its text, its title and the names and hints its elements give. */
export async function englishOnPage(page: Page, pieces: readonly string[]): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const attributes = await page.evaluate(() => {
    const names = ['aria-label', 'title', 'placeholder', 'alt'];
    const texts = [...document.querySelectorAll(names.map((name) => `[${name}]`).join(','))].flatMap((element) =>
      names.map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, ...texts].join('\n');
  });
  return pieces.filter((piece) => text.includes(piece) || attributes.includes(piece));
}
