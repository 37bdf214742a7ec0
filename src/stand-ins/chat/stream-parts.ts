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
