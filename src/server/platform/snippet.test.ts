import { describe, expect, it } from 'vitest';
import { markSnippet, plainText, queryTerms } from './snippet';

const marked = (parts: { text: string; mark: boolean }[]) => parts.filter((p) => p.mark).map((p) => p.text);
const plain = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

describe('search snippets', () => {
  it('reads the lexemes of a query, leaving out excluded words', () => {
    expect(queryTerms("'neglig' & !'contract'")).toEqual(['neglig']);
    expect(queryTerms("'snail' <-> 'bottl' | 'o''brien'")).toEqual(['snail', 'bottl', "o'brien"]);
    expect(queryTerms('T')).toEqual([]);
    expect(queryTerms(null)).toEqual([]);
  });

  it('marks the words the stems stand for, punctuation left unmarked', () => {
    const parts = markSnippet(
      "Mrs Donoghue's friend bought her (a bottle of ginger beer); the manufacturer owed a duty.",
      ['donoghu', 'ginger', 'duti'],
    );
    expect(marked(parts)).toEqual(["Donoghue's", 'ginger', 'duty']);
    expect(plain(parts)).toBe(
      "Mrs Donoghue's friend bought her (a bottle of ginger beer); the manufacturer owed a duty.",
    );
  });

  it('marks words whatever their first character: a capital, a digit, an accent or a bracket', () => {
    const parts = markSnippet('In 1968 Parliament passed (Theft) rules; the Émigré case. Emigration later.', [
      '1968',
      'theft',
      'emigr',
    ]);
    expect(marked(parts)).toEqual(['1968', 'Theft', 'Émigré', 'Emigration']);
  });

  it('cuts a long text around the densest run of matches', () => {
    const filler = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const parts = markSnippet(
      `${filler} the appropriation was dishonest ${filler}`,
      ['appropri', 'dishonest'],
      20,
    );
    expect(plain(parts).startsWith('… ')).toBe(true);
    expect(plain(parts).endsWith(' …')).toBe(true);
    expect(marked(parts)).toEqual(['appropriation', 'dishonest']);
    expect(plain(parts).split(' ').length).toBeLessThanOrEqual(22);
  });

  it('picks the first window with the most distinct terms, then the most matches, in any text', () => {
    // Words that are terms or never match, so the best window is plain to work out by scoring every one.
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const terms = ['appeal', 'court', 'duti', 'trust'];
    for (let round = 0; round < 300; round++) {
      const words = Array.from({ length: Math.floor(next() * 120) + 1 }, (_, i) =>
        next() < 0.2 ? terms[Math.floor(next() * terms.length)]! : `w${i}`,
      );
      const size = [32, 10, 3][round % 3]!;
      let start = 0;
      let best = -1;
      words.forEach((word, i) => {
        if (word.startsWith('w')) return;
        const from = Math.max(0, i - 6);
        const window = words.slice(from, from + size).filter((w) => !w.startsWith('w'));
        const score = new Set(window).size * 100 + window.length;
        if (score > best) [best, start] = [score, from];
      });
      const end = Math.min(words.length, start + size);
      const expected = `${start > 0 ? '… ' : ''}${words.slice(start, end).join(' ')}${end < words.length ? ' …' : ''}`;
      const parts = markSnippet(words.join(' '), terms, size);
      expect(plain(parts)).toBe(expected);
      expect(marked(parts)).toEqual(words.slice(start, end).filter((w) => !w.startsWith('w')));
    }
  });

  it('does not mark longer words that merely begin with a short stem', () => {
    expect(marked(markSnippet('v the vendor', ['v']))).toEqual(['v']);
    expect(marked(markSnippet('care and carelessness', ['care']))).toEqual(['care']);
  });

  it('gives the start of the text when nothing matches', () => {
    expect(markSnippet('Short text.', ['other'])).toEqual([{ text: 'Short text.', mark: false }]);
    expect(markSnippet('', ['x'])).toEqual([]);
  });

  it('marks the stemmed query words of a note around the first match', () => {
    const text = `${'Filler words here. '.repeat(30)}The duty of care in negligence was set out in Caparo, and duties differ.`;
    const parts = markSnippet(text, queryTerms("'duti' & 'neglig'"));
    expect(marked(parts)).toEqual(['duty', 'negligence', 'duties']);
    expect(parts[0]?.text.startsWith('… ')).toBe(true);
    expect(plain(parts)).toContain('The duty of care in negligence');
  });

  it('reads Markdown and HTML as plain text, so no markup reaches a snippet', () => {
    const parts = markSnippet(
      plainText('## The **rule** in <b>Bold</b> v [Smith](https://x.example) applies'),
      ['xyz'],
    );
    expect(parts).toEqual([{ text: 'The rule in Bold v Smith applies', mark: false }]);
  });

  it("reads lexemes with quotes in them from PostgreSQL's querytree, never an excluded one", () => {
    expect(queryTerms("'o''brien' & !'trust' | 'land'")).toEqual(["o'brien", 'land']);
  });
});
