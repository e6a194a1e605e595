import { describe, expect, it } from 'vitest';
import { escapeMarkdown, fieldToMarkdown } from './anki/html';
import { markdownToAnkiHtml } from './export/markdown-html';

const md = (html: string) => fieldToMarkdown(html, new Set());

describe('Anki field HTML to Markdown', () => {
  it('keeps emphasis, line breaks, lists, links and cloze markers', () => {
    expect(md('<b>Held</b>: <i>ratio</i> <u>here</u><br>next line')).toBe(
      '**Held**: *ratio* here\nnext line',
    );
    expect(md('{{c1::<b>Parliament</b>::who?}} is sovereign')).toBe(
      '{{c1::**Parliament**::who?}} is sovereign',
    );
    expect(md('<ol start="3"><li>three</li><li>four</li></ol>')).toBe('3. three\n4. four');
    expect(md('<div>one</div><div><br></div><div>two</div>')).toBe('one\n\ntwo');
  });

  it('removes scripts, styles and sounds, links pictures to the package, and collects the media names', () => {
    const media = new Set<string>();
    const text = fieldToMarkdown(
      '<script>alert(1)</script><style>p{}</style>Look <img src="a b.png"> <audio src=\'c.mp3\'></audio>[sound:d.mp3]',
      media,
    );
    expect(text).toBe('Look ![](anki-media:a%20b.png)');
    expect([...media].sort()).toEqual(['a b.png', 'c.mp3', 'd.mp3']);
  });

  it('links only package files, and keeps an odd name and alt text from breaking the Markdown', () => {
    const media = new Set<string>();
    expect(
      fieldToMarkdown('<img src="https://evil.example/x.png"><img src="//cdn.example/y.png">', media),
    ).toBe('');
    expect(fieldToMarkdown('<img src="data:image/png;base64,AAAA">', media)).toBe('');
    expect(fieldToMarkdown('<img alt="a [map]" src="map (1)\'s.png">', media)).toBe(
      '![a map](anki-media:map%20%281%29%27s.png)',
    );
  });

  it('never lets an event handler or a javascript: link through as HTML', () => {
    const text = md(
      '<a href="javascript:alert(1)" onclick="x()">click</a><svg onload="x()"></svg><iframe src="x"></iframe>',
    );
    expect(text).not.toMatch(/<|onclick|onload|iframe/);
  });

  it('decodes entities and non-breaking spaces', () => {
    expect(md('Tom &amp; Jerry&nbsp;go &lt;home&gt;')).toBe('Tom & Jerry go \\<home>');
  });

  it('treats plain-text fields exactly as turndown would, without a DOM', () => {
    for (const text of ['a  b\n c', 'R v Brown [1994] 1 AC 212', '*not* emphasis', '# not a heading']) {
      expect(md(text)).toBe(md(`<span>${text}</span>`));
    }
  });
});

describe('escapeMarkdown', () => {
  it('leaves legal citations and ordinary punctuation alone', () => {
    for (const text of [
      '[2019] UKSC 5',
      's.1(2) of the Theft Act 1968',
      'a_b and 2 * 3',
      'Smith & Jones',
      'a < b',
    ]) {
      expect(escapeMarkdown(text)).toBe(text);
    }
  });

  it('escapes what Markdown would read as syntax', () => {
    expect(escapeMarkdown('*stress*')).toBe('\\*stress\\*');
    expect(escapeMarkdown('_stress_')).toBe('\\_stress\\_');
    expect(escapeMarkdown('# heading')).toBe('\\# heading');
    expect(escapeMarkdown('- item')).toBe('\\- item');
    expect(escapeMarkdown('1. item')).toBe('1\\. item');
    expect(escapeMarkdown('> quote')).toBe('\\> quote');
    expect(escapeMarkdown('[link](url)')).toBe('\\[link](url)');
    expect(escapeMarkdown('`code`')).toBe('\\`code\\`');
    expect(escapeMarkdown('<b>')).toBe('\\<b>');
    expect(escapeMarkdown('back\\*slash')).toBe('back\\\\\\*slash');
  });
});

describe('Markdown to Anki field HTML (export)', () => {
  it('renders emphasis and line breaks and escapes everything else', () => {
    expect(markdownToAnkiHtml('**Held:** the *ratio*\nline 2 <script>x</script> & "q"')).toBe(
      '<b>Held:</b> the <i>ratio</i><br>line 2 &lt;script&gt;x&lt;/script&gt; &amp; &quot;q&quot;',
    );
    expect(markdownToAnkiHtml('snake_case_name and _italic_ and `a*b*c`')).toBe(
      'snake_case_name and <i>italic</i> and <code>a*b*c</code>',
    );
    expect(markdownToAnkiHtml('\\*literal\\* 2 * 3')).toBe('*literal* 2 * 3');
  });

  it('survives the trip back through the importer', () => {
    for (const text of [
      '**Held:** the *ratio* is\nline 2 [2019] UKSC 5 & a < b',
      '{{c1::Donoghue}} established the {{c2::neighbour principle::principle}}',
      's.1(2) Theft Act 1968: "dishonestly appropriates"',
      'a_b, 2 * 3 and \\*literal\\*',
    ]) {
      expect(md(markdownToAnkiHtml(text))).toBe(text);
    }
  });
});
