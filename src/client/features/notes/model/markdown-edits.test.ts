import { describe, expect, it } from 'vitest';
import { applyAction, type TextState, type ToolbarAction } from './markdown-edits';

/** Writes a state as text with [ and ] around the selection, which keeps expectations readable. */
const show = (s: TextState) =>
  `${s.text.slice(0, s.start)}[${s.text.slice(s.start, s.end)}]${s.text.slice(s.end)}`;
function parse(marked: string): TextState {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
}
const run = (action: ToolbarAction, marked: string) => show(applyAction(action, parse(marked)));

describe('inline markers', () => {
  it('wraps a selection and unwraps it on a second press', () => {
    expect(run('bold', 'a duty [of care] exists')).toBe('a duty **[of care]** exists');
    expect(run('bold', 'a duty **[of care]** exists')).toBe('a duty [of care] exists');
    expect(run('italic', 'see [obiter]')).toBe('see _[obiter]_');
  });
  it('inserts a selected placeholder at a caret', () => {
    expect(run('bold', 'x []y')).toBe('x **[bold text]**y');
  });
});

describe('line actions', () => {
  it('toggles a heading on the current line', () => {
    expect(run('heading', 'one\nOff[]er\nthree')).toBe('one\n[## Offer]\nthree');
    expect(run('heading', '[## Offer]')).toBe('[Offer]');
  });
  it('makes and unmakes bullet lists over every selected line, skipping blank ones', () => {
    expect(run('bulletList', '[a\n\nb]')).toBe('[- a\n\n- b]');
    expect(run('bulletList', '[- a\n- b]')).toBe('[a\nb]');
  });
  it('numbers lines in order and turns bullets into numbers', () => {
    expect(run('numberedList', 'intro\n[- a\nb]')).toBe('intro\n[1. a\n2. b]');
    expect(run('numberedList', '[1. a\n2. b]')).toBe('[a\nb]');
  });
});

describe('blocks and templates', () => {
  it('puts a table on lines of its own and selects the first heading', () => {
    expect(run('table', 'text[]')).toBe('text\n\n| [Heading] | Heading |\n| --- | --- |\n| Cell | Cell |');
    expect(run('table', '[]\n\nmore')).toBe(
      '| [Heading] | Heading |\n| --- | --- |\n| Cell | Cell |\n\nmore',
    );
  });
  it('makes a link from the selection and selects the address to type', () => {
    expect(run('link', 'see [Caparo]')).toBe('see [Caparo]([https://])');
    expect(run('link', '[https://example.org]')).toBe('[[link text]](https://example.org)');
  });
  it('inserts a case citation with the selection as the case name and the year selected', () => {
    expect(run('citation', 'held in []')).toBe('held in *Case name* [[year]] court number');
    expect(run('citation', 'held[]')).toBe('held *Case name* [[year]] court number');
    expect(run('citation', 'held in [Donoghue v Stevenson]')).toBe(
      'held in *Donoghue v Stevenson* [[year]] court number',
    );
  });
});
