import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/errors';
import { detectFileKind, parseLibraryXml } from './importer';
import { MAX_XML_BYTES, MAX_XML_DEPTH } from './safe-xml';

// The two readers on files in the publishers' shapes, and on broken and hostile XML. No database: reading
// must refuse a file before anything could be stored.

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../../../tests/fixtures/library/${name}`, import.meta.url));

function judgment(name: string) {
  const parsed = parseLibraryXml(fixture(name));
  if (parsed.kind !== 'judgment') throw new Error(`expected a judgment, got ${parsed.kind}`);
  return parsed.judgment;
}
function act(name: string) {
  const parsed = parseLibraryXml(fixture(name));
  if (parsed.kind !== 'legislation') throw new Error(`expected an act, got ${parsed.kind}`);
  return parsed.act;
}
const refusal = (input: string | Uint8Array) => {
  try {
    parseLibraryXml(input);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
};

describe('Find Case Law judgments (Akoma Ntoso)', () => {
  it('reads the metadata: name, neutral citation, court, date, judges, parties, address', () => {
    const j = judgment('judgment-uksc.xml');
    expect(j).toMatchObject({
      name: 'Hartwell v Marlowe Bottling Co Ltd',
      citation: '[2024] UKSC 99',
      court: 'Supreme Court',
      year: 2024,
      decidedOn: '2024-05-15',
      judges: ['Lord Brightwell', 'Lady Okafor'],
      parties: ['Hartwell', 'Marlowe Bottling Co Ltd'],
      sourceUrl: 'https://caselaw.nationalarchives.gov.uk/uksc/2024/99',
    });
  });

  it('keeps numbered paragraphs with their numbers, passages outside them unnumbered, and no footnotes or styles', () => {
    const { paragraphs } = judgment('judgment-uksc.xml');
    expect(paragraphs.map((p) => p.number)).toEqual([null, null, '1', '2', null, '3', '4', '5', '6']);
    expect(paragraphs[0]!.text).toBe('LORD BRIGHTWELL (with whom Lady Okafor agrees):');
    expect(paragraphs[1]!.text).toBe('Introduction');
    expect(paragraphs[2]!.text).toMatch(/^Mrs Hartwell drank lemonade .* decomposed slug floated/);
    const third = paragraphs.find((p) => p.number === '3')!.text;
    expect(third).toContain('settled since Donoghue v Stevenson: it does.');
    expect(third).not.toContain('footnote');
    expect(third.split('\n')).toHaveLength(2);
    expect(paragraphs.find((p) => p.number === '4')!.text.split('\n')).toEqual([
      'Three features of the case point the same way:',
      '(a) the bottle was sealed and opaque;',
      '(b) the bottler alone could have inspected the contents; and',
    ]);
    expect(paragraphs.find((p) => p.number === '5')!.text).toContain('General damages £12,000');
    expect(paragraphs.find((p) => p.number === '6')!.text).toBe(
      "I would allow the appeal & restore the judge's award.",
    );
    expect(paragraphs.map((p) => p.text).join(' ')).not.toMatch(/font-family|JUDGMENT|Neutral Citation/);
  });

  it('reads a judgment whose paragraphs are numbered without a full stop', () => {
    const j = judgment('judgment-merge.xml');
    expect(j.citation).toBe('[1932] UKHL 100');
    expect(j.court).toBe('House of Lords');
    expect(j.paragraphs.map((p) => p.number)).toEqual(['1', '2', '3']);
  });

  it('refuses a judgment without a neutral citation, and one without paragraphs', () => {
    const xml = fixture('judgment-uksc.xml').toString();
    const noCite = xml
      .replace(/<uk:cite>.*<\/uk:cite>/, '')
      .replace(/<neutralCitation>.*<\/neutralCitation>/, '');
    expect(refusal(noCite)).toBe(MESSAGES.libraryXmlMissing('neutral citation (uk:cite)'));
    const noBody = xml.replace(/<judgmentBody>[\s\S]*<\/judgmentBody>/, '<judgmentBody/>');
    expect(refusal(noBody)).toBe(MESSAGES.libraryXmlMissing('judgment paragraphs'));
  });

  it('never keeps a javascript: address from a file', () => {
    const xml = fixture('judgment-uksc.xml')
      .toString()
      .replace(/FRBRthis value="https:\/\/caselaw[^"]*"/, 'FRBRthis value="javascript:alert(1)"');
    expect(judgment.call(null, 'judgment-uksc.xml').sourceUrl).toMatch(/^https:/);
    const parsed = parseLibraryXml(xml);
    expect(parsed.kind === 'judgment' && parsed.judgment.sourceUrl).toBeNull();
  });
});

describe('legislation.gov.uk acts (CLML)', () => {
  it('reads the act: title, year, chapter, address', () => {
    const a = act('act-theft-1968.xml');
    expect(a).toMatchObject({
      title: 'Theft Act 1968',
      year: 1968,
      chapter: 'c. 60',
      sourceUrl: 'http://www.legislation.gov.uk/ukpga/1968/60',
    });
  });

  it('reads sections with their headings and subsections, and leaves out schedules and commentaries', () => {
    const a = act('act-theft-1968.xml');
    expect(a.sections.map((s) => s.section)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const [s1, s2] = a.sections;
    expect(s1!.heading).toBe('Basic definition of theft');
    expect(s1!.body.split('\n')).toHaveLength(3);
    expect(s1!.body).toMatch(
      /^\(1\) A person is guilty of theft if he dishonestly appropriates property belonging to another .*“thief” and “steal” shall be construed accordingly\.\n\(2\) It is immaterial/,
    );
    expect(s2!.body.split('\n')).toEqual([
      '(1) A person’s appropriation of property belonging to another is not to be regarded as dishonest—',
      '  (a) if he appropriates the property in the belief that he has in law the right to deprive the other of it, on behalf of himself or of a third person; or',
      '  (b) if he appropriates the property in the belief that he would have the other’s consent if the other knew of the appropriation and the circumstances of it; or',
      '  (c) (except where the property came to him as trustee or personal representative) if he appropriates the property in the belief that the person to whom the property belongs cannot be discovered by taking reasonable steps.',
      '(2) A person’s appropriation of property belonging to another may be dishonest notwithstanding that he is willing to pay for the property.',
    ]);
    const s7 = a.sections.at(-1)!;
    expect(s7.body).toBe(
      'A person guilty of theft shall on conviction on indictment be liable to imprisonment for a term not exceeding seven years.',
    );
    expect(a.sections.map((s) => s.body).join('\n')).not.toMatch(/schedule paragraph|substituted/);
  });

  it('puts each section in its Part, and keeps inserted sections such as 2A', () => {
    const a = act('act-with-parts.xml');
    expect(a.sections.map((s) => [s.section, s.heading, s.part])).toEqual([
      ['1', 'Duty to open', 'Part 1: Reading rooms'],
      ['2', 'Silence', 'Part 1: Reading rooms'],
      ['2A', 'Quiet study areas', 'Part 1: Reading rooms'],
      ['3', 'Short title', 'Part 2: General'],
    ]);
    expect(a.sections[0]!.body).toBe(
      '(1) A reading room must open on every weekday.\n(2) In this section “weekday” does not include a bank holiday.',
    );
  });

  it('refuses an act without sections', () => {
    const xml = fixture('act-with-parts.xml')
      .toString()
      .replace(/<Body>[\s\S]*<\/Body>/, '<Body/>');
    expect(refusal(xml)).toBe(MESSAGES.libraryXmlMissing('sections (P1)'));
  });
});

describe('broken and hostile XML', () => {
  it('refuses an external entity (XXE) without reading the file it names', () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE akomaNtoso [<!ENTITY e SYSTEM "file:///etc/passwd">]>
<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0"><judgment><judgmentBody><p>&e;</p></judgmentBody></judgment></akomaNtoso>`;
    const message = refusal(xxe);
    expect(message).toBe(MESSAGES.libraryXmlDoctype);
    expect(message).not.toContain('root:');
  });

  it('refuses a billion laughs at once, without expanding anything', () => {
    const levels = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('\n');
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol0 "lol">
${levels}]>
<Legislation xmlns="http://www.legislation.gov.uk/namespaces/legislation">&lol9;</Legislation>`;
    // Refused for its DOCTYPE, the first thing read: no entity is ever defined, let alone expanded.
    expect(refusal(bomb)).toBe(MESSAGES.libraryXmlDoctype);
  });

  it('refuses a file over the size limit before parsing it', () => {
    const huge = Buffer.alloc(MAX_XML_BYTES + 1, 0x20);
    huge.write('<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">');
    expect(refusal(huge)).toBe(MESSAGES.libraryFileTooLarge(20));
  });

  it('refuses elements nested beyond any real document', () => {
    const deep = `<Legislation xmlns="http://www.legislation.gov.uk/namespaces/legislation">${'<P>'.repeat(MAX_XML_DEPTH + 5)}${'</P>'.repeat(MAX_XML_DEPTH + 5)}</Legislation>`;
    expect(refusal(deep)).toBe(MESSAGES.libraryXmlTooDeep(MAX_XML_DEPTH));
  });

  it('says where malformed XML breaks', () => {
    const broken = fixture('act-with-parts.xml').toString().replace('</Part>', '');
    expect(refusal(broken)).toMatch(/^The file is not well-formed XML \(\d+:\d+: unexpected close tag/);
    expect(
      refusal('<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">&nbsp;</akomaNtoso>'),
    ).toMatch(/undefined entity/);
    expect(refusal('')).toMatch(/^The file is not well-formed XML/);
  });

  it('refuses other XML, text that is not UTF-8, and tells JSON from XML by content', () => {
    expect(refusal('<html><body>Not a judgment</body></html>')).toBe(MESSAGES.libraryXmlUnknown);
    expect(refusal('<akomaNtoso><judgment/></akomaNtoso>')).toBe(MESSAGES.libraryXmlUnknown);
    expect(refusal(Buffer.from([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x61, 0x3e]))).toBe(
      MESSAGES.libraryXmlNotUtf8,
    );
    expect(detectFileKind(Buffer.from('\uFEFF  {"format":"ratio-library/1"}'))).toBe('json');
    expect(detectFileKind(fixture('act-with-parts.xml'))).toBe('xml');
    expect(detectFileKind(Buffer.from('Name,Citation'))).toBe('unknown');
  });
});
