import { ExternalLink } from './external-link';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;

/** A link target only when it parses as an http(s) URL; anything else stays text. */
function httpUrl(candidate: string): string | null {
  // A sentence's closing punctuation is not part of the address.
  const trimmed = candidate.replace(/[.,;:!?)\]]+$/, '');
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

/** Text stays text (React escapes it); only http(s) addresses become links, showing the address itself. */
export function LinkedText({ text }: { readonly text: string }) {
  const pieces: (string | { readonly href: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = httpUrl(match[0]);
    if (href === null) continue;
    pieces.push(text.slice(at, match.index), { href });
    at = match.index + href.length;
  }
  pieces.push(text.slice(at));
  return (
    <>
      {pieces.map((piece, i) =>
        typeof piece === 'string' ? (
          piece
        ) : (
          <ExternalLink key={i} href={piece.href}>
            {piece.href}
          </ExternalLink>
        ),
      )}
    </>
  );
}
