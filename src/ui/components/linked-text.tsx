import { citedSourceLink } from '../../domain/chat/cited-sources';
import { ExternalLink } from './external-link';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;

function linkTarget(candidate: string): { readonly text: string; readonly href: string | null } {
  // A sentence's closing punctuation is not part of the address.
  const text = candidate.replace(/[.,;:!?)\]]+$/, '');
  return { text, href: citedSourceLink(text) };
}

/** Text stays text (React escapes it); only addresses on cited sources become links, showing the address itself. */
export function LinkedText({ text }: { readonly text: string }) {
  const pieces: (string | { readonly text: string; readonly href: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const target = linkTarget(match[0]);
    if (target.href === null) continue;
    pieces.push(text.slice(at, match.index), { text: target.text, href: target.href });
    at = match.index + target.text.length;
  }
  pieces.push(text.slice(at));
  return (
    <>
      {pieces.map((piece, i) =>
        typeof piece === 'string' ? (
          piece
        ) : (
          <ExternalLink key={i} href={piece.href}>
            {piece.text}
          </ExternalLink>
        ),
      )}
    </>
  );
}
