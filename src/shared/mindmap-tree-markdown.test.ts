import { describe, expect, it } from 'vitest';
import { MINDMAP_LIMITS, type MindMapNode } from './mindmap-tree';
import { markdownOutline, mindMapFromMarkdown, plainInline } from './mindmap-tree-markdown';

// Ids in order, so the expected trees are readable.
const counter = () => {
  let n = 0;
  return () => `n${n++}`;
};
/** The tree without ids: label and children (and note when present). */
type Shape = { label: string; note?: string; children: Shape[] };
const shape = (node: MindMapNode): Shape => ({
  label: node.label,
  ...(node.note ? { note: node.note } : {}),
  children: node.children.map(shape),
});
const fromNote = (title: string, body: string) => shape(mindMapFromMarkdown(title, body, counter()));
const leaf = (label: string, note?: string): Shape => ({ label, ...(note ? { note } : {}), children: [] });

describe('mindMapFromMarkdown', () => {
  it('nests headings by level under the note title, with the text under each as its note', () => {
    const body = [
      'Formation of a contract.',
      '# Offer',
      'A definite promise.',
      '## Invitation to treat',
      '## Revocation',
      '# Acceptance',
      '### Postal rule',
      'Adams v Lindsell.',
    ].join('\n');
    expect(fromNote('Contract', body)).toEqual({
      label: 'Contract',
      note: 'Formation of a contract.',
      children: [
        {
          label: 'Offer',
          note: 'A definite promise.',
          children: [leaf('Invitation to treat'), leaf('Revocation')],
        },
        // A skipped level (### under #) hangs from the nearest heading above it.
        { label: 'Acceptance', children: [leaf('Postal rule', 'Adams v Lindsell.')] },
      ],
    });
  });

  it('starts at any level and climbs back correctly', () => {
    const body = '### Deep first\n## Two\n#### Four\n# One';
    expect(fromNote('T', body)).toEqual({
      label: 'T',
      children: [leaf('Deep first'), { label: 'Two', children: [leaf('Four')] }, leaf('One')],
    });
  });

  it('ignores headings inside fenced code, with backticks or tildes, and keeps the code as text', () => {
    const body = [
      '# Real',
      '```md',
      '# Not a heading',
      '```',
      '~~~~',
      '## Nor this',
      '~~~',
      '~~~~',
      '## Real too',
    ];
    const tree = fromNote('Code', body.join('\n'));
    expect(tree.children.map((c) => c.label)).toEqual(['Real']);
    expect(tree.children[0]!.children.map((c) => c.label)).toEqual(['Real too']);
    expect(tree.children[0]!.note).toContain('# Not a heading');
  });

  it('treats a first heading that repeats the title as the root itself', () => {
    expect(fromNote('Offer', '# Offer\n## Definite\n## Communicated')).toEqual({
      label: 'Offer',
      children: [leaf('Definite'), leaf('Communicated')],
    });
  });

  it('gives the root alone for a note without headings (its text as the root note)', () => {
    expect(fromNote('Loose thoughts', 'Just a paragraph.\n\n#hashtag is not a heading')).toEqual({
      label: 'Loose thoughts',
      note: 'Just a paragraph.\n\n#hashtag is not a heading',
      children: [],
    });
    expect(fromNote('  ', '')).toEqual(leaf('Untitled note'));
  });

  it('reduces inline Markdown in headings to text and skips empty headings', () => {
    expect(fromNote('T', '## **Caparo** v [Dickman](https://x.test) `1990` ##\n#\n## ')).toEqual({
      label: 'T',
      children: [leaf('Caparo v Dickman 1990')],
    });
    expect(plainInline('*Held*: duty owed ![img](a.png)')).toBe('Held: duty owed img');
  });

  it('stops making nodes at the limit and keeps unique ids', () => {
    const body = Array.from({ length: MINDMAP_LIMITS.nodes + 50 }, (_, i) => `## H${i}`).join('\n');
    const tree = mindMapFromMarkdown('Big', body);
    expect(tree.children).toHaveLength(MINDMAP_LIMITS.nodes - 1);
    expect(new Set([tree.id, ...tree.children.map((c) => c.id)]).size).toBe(MINDMAP_LIMITS.nodes);
  });
});

describe('markdownOutline', () => {
  it('writes the root as a heading and the rest as nested bullets with notes indented under them', () => {
    const tree: MindMapNode = {
      id: 'r',
      label: 'Contract',
      note: 'Formation',
      children: [
        {
          id: 'a',
          label: 'Offer',
          note: 'A definite promise.\n\nTo be bound.',
          children: [{ id: 'b', label: 'Invitation\nto treat', children: [] }],
        },
        { id: 'c', label: '1. Acceptance', children: [] },
      ],
    };
    expect(markdownOutline(tree)).toBe(
      [
        '# Contract',
        '',
        'Formation',
        '',
        '- Offer',
        '  A definite promise.',
        '',
        '  To be bound.',
        '  - Invitation to treat',
        '- \\1. Acceptance',
        '',
      ].join('\n'),
    );
  });

  it('round-trips the structure through a note', () => {
    const tree = mindMapFromMarkdown('Tort', '# Negligence\n## Duty\n## Breach\n# Nuisance', counter());
    const back = mindMapFromMarkdown(
      'Tort',
      markdownOutline(tree).replace(/^( *)- /gm, (_, s) => `${'#'.repeat(s.length / 2 + 1)} `),
      counter(),
    );
    expect(shape(back)).toEqual(shape(tree));
  });
});
