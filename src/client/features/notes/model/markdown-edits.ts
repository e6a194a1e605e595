// Toolbar actions as pure text transforms: (text, selection) in, (text, selection) out. The editor applies
// the result to its textarea; keeping them free of the DOM lets every edge case be tested directly.

export type TextState = { text: string; start: number; end: number };
export type ToolbarAction =
  | 'heading'
  | 'bold'
  | 'italic'
  | 'bulletList'
  | 'numberedList'
  | 'table'
  | 'link'
  | 'citation';

export const CITATION_TEMPLATE = { name: 'Case name', rest: ' [year] court number' };
const TABLE = '| Heading | Heading |\n| --- | --- |\n| Cell | Cell |';

function replace(
  s: TextState,
  from: number,
  to: number,
  insert: string,
  select: [number, number],
): TextState {
  return { text: s.text.slice(0, from) + insert + s.text.slice(to), start: select[0], end: select[1] };
}

/** Wraps the selection in a marker, or unwraps it when the marker is already there (a toggle). */
function wrap(s: TextState, marker: string, placeholder: string): TextState {
  const m = marker.length;
  const before = s.text.slice(s.start - m, s.start);
  const after = s.text.slice(s.end, s.end + m);
  if (before === marker && after === marker) {
    const inner = s.text.slice(s.start, s.end);
    return replace(s, s.start - m, s.end + m, inner, [s.start - m, s.end - m]);
  }
  const inner = s.text.slice(s.start, s.end) || placeholder;
  const at = s.start + m;
  return replace(s, s.start, s.end, marker + inner + marker, [at, at + inner.length]);
}

/** The whole lines the selection touches, so line-level actions work on a caret or a partial selection. */
function lineRange(s: TextState): [number, number] {
  const from = s.text.lastIndexOf('\n', s.start - 1) + 1;
  const endAt = s.end > s.start && s.text[s.end - 1] === '\n' ? s.end - 1 : s.end;
  const nl = s.text.indexOf('\n', endAt);
  return [from, nl === -1 ? s.text.length : nl];
}

function mapLines(s: TextState, change: (lines: string[]) => string[]): TextState {
  const [from, to] = lineRange(s);
  const next = change(s.text.slice(from, to).split('\n')).join('\n');
  return replace(s, from, to, next, [from, from + next.length]);
}

const BULLET = /^(\s*)[-*+] /;
const NUMBERED = /^(\s*)\d+\. /;
const HEADING = /^#{1,6} /;

function toggleList(s: TextState, kind: 'bullet' | 'numbered'): TextState {
  const pattern = kind === 'bullet' ? BULLET : NUMBERED;
  return mapLines(s, (lines) => {
    const filled = lines.filter((l) => l.trim() !== '');
    if (filled.length > 0 && filled.every((l) => pattern.test(l))) {
      return lines.map((l) => l.replace(pattern, '$1'));
    }
    let n = 0;
    return lines.map((l) => {
      if (l.trim() === '') return l;
      n += 1;
      const bare = l.replace(BULLET, '$1').replace(NUMBERED, '$1');
      return kind === 'bullet' ? `- ${bare}` : `${n}. ${bare}`;
    });
  });
}

/** Puts a block on lines of its own, with a blank line around it, as Markdown needs for tables. */
function insertBlock(s: TextState, block: string, selectFrom: number, selectLength: number): TextState {
  const head = s.text.slice(0, s.start);
  const tail = s.text.slice(s.end);
  const lead = head === '' || head.endsWith('\n\n') ? '' : head.endsWith('\n') ? '\n' : '\n\n';
  const trail = tail === '' || tail.startsWith('\n\n') ? '' : tail.startsWith('\n') ? '\n' : '\n\n';
  const at = s.start + lead.length + selectFrom;
  return replace(s, s.start, s.end, lead + block + trail, [at, at + selectLength]);
}

function link(s: TextState): TextState {
  const selected = s.text.slice(s.start, s.end);
  if (/^https?:\/\/\S+$/.test(selected)) {
    const label = 'link text';
    return replace(s, s.start, s.end, `[${label}](${selected})`, [s.start + 1, s.start + 1 + label.length]);
  }
  const label = selected || 'link text';
  const url = 'https://';
  const urlAt = s.start + label.length + 3;
  return replace(s, s.start, s.end, `[${label}](${url})`, [urlAt, urlAt + url.length]);
}

/** `*Case name* [year] court number`: the selection, if any, becomes the case name; the year is selected next. */
function citation(s: TextState): TextState {
  const name = s.text.slice(s.start, s.end).trim() || CITATION_TEMPLATE.name;
  // Typed straight after a word, the citation still needs its space to read (and to render as emphasis).
  const lead = s.start > 0 && !/\s/.test(s.text[s.start - 1] ?? '') ? ' ' : '';
  const inserted = `${lead}*${name}*${CITATION_TEMPLATE.rest}`;
  const yearAt = s.start + lead.length + name.length + 4;
  return replace(s, s.start, s.end, inserted, [yearAt, yearAt + 'year'.length]);
}

export function applyAction(action: ToolbarAction, s: TextState): TextState {
  switch (action) {
    case 'bold':
      return wrap(s, '**', 'bold text');
    case 'italic':
      return wrap(s, '_', 'italic text');
    case 'heading':
      return mapLines(s, (lines) => {
        const first = lines[0] ?? '';
        // One press makes a heading, the next takes it away: the level is rarely worth a second button.
        return HEADING.test(first)
          ? [first.replace(HEADING, ''), ...lines.slice(1)]
          : [`## ${first}`, ...lines.slice(1)];
      });
    case 'bulletList':
      return toggleList(s, 'bullet');
    case 'numberedList':
      return toggleList(s, 'numbered');
    case 'table':
      return insertBlock(s, TABLE, 2, 'Heading'.length);
    case 'link':
      return link(s);
    case 'citation':
      return citation(s);
  }
}
