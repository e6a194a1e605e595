import type { SnippetPart } from '@shared/contracts/notes';

// Markdown punctuation that reads as noise in a one-line preview: emphasis markers, heading hashes, list
// bullets, table pipes and rules, code ticks, and the URL half of a link. Square brackets stay: citations
// such as [1990] 2 AC 605 use them.
const NOISE: Array<[RegExp, string]> = [
  [/\[([^\]]*)\]\([^)]*\)/g, '$1'],
  [/[*_`]+/g, ''],
  [/(^|\s)#{1,6}\s/g, '$1'],
  [/(^|\s)[-+]\s/g, '$1'],
  [/\|?\s*:?-{3,}:?\s*/g, ' '],
  [/\s*\|\s*/g, ' · '],
  [/(?:\s*·\s*)+/g, ' · '],
  [/\s+/g, ' '],
];

/** A snippet as a reader sees it: the words without their Markdown, marks kept where they were. */
export function readableSnippet(parts: SnippetPart[]): SnippetPart[] {
  return parts
    .map((p) => ({ ...p, text: NOISE.reduce((text, [pattern, by]) => text.replace(pattern, by), p.text) }))
    .filter((p) => p.text !== '');
}
