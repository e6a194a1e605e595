import { LICENCES, type LibraryImportResult } from '../../../shared/contracts/library';
import { MESSAGES } from '../../../shared/errors';
import type { Db, Executor } from '../../db/connect';
import type { Parser } from '../../parsing';
import { AKN_NS, type ImportedJudgment, judgmentReader } from './akoma-ntoso';
import { announceLibraryChange } from './cache';
import { citationKeys, sectionPosition, slugify } from './citations';
import { actReader, type ImportedAct, LEG_NS } from './clml';
import * as store from './import-repo';
import { decodeXml, LibraryImportError, readXml } from './safe-xml';

// Full texts from the open sources, told apart by their root element, never by a file name. The file is
// read whole before the database is touched; then one transaction stores it. A judgment or an act already
// in the library (same citation, same act) gains the text and keeps the team's summary.

export const SOURCES = {
  findCaseLaw: {
    name: 'The National Archives, Find Case Law',
    licence: LICENCES.openJustice.name,
    notice: LICENCES.openJustice.notice,
  },
  legislation: {
    name: 'legislation.gov.uk',
    licence: `${LICENCES.openGovernment.attribution}, ${LICENCES.openGovernment.name}`,
    notice: `Contains public sector information licensed under the ${LICENCES.openGovernment.name}. ${LICENCES.openGovernment.attribution}.`,
  },
} as const;

export type ParsedXml =
  | { kind: 'judgment'; judgment: ImportedJudgment }
  | { kind: 'legislation'; act: ImportedAct };

export type FileKind = 'json' | 'xml' | 'unknown';

/** What a file holds, from its first character: a JSON data file or an XML text. */
export function detectFileKind(input: Uint8Array): FileKind {
  for (let i = 0; i < Math.min(input.length, 1024); i++) {
    const c = input[i];
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) continue;
    if (c === 0xef && input[i + 1] === 0xbb && input[i + 2] === 0xbf) {
      i += 2;
      continue;
    }
    if (c === 0x7b) return 'json';
    if (c === 0x3c) return 'xml';
    return 'unknown';
  }
  return 'unknown';
}

export function parseLibraryXml(input: Uint8Array | string): ParsedXml {
  const text = decodeXml(input);
  let judgment: ReturnType<typeof judgmentReader> | undefined;
  let act: ReturnType<typeof actReader> | undefined;
  readXml(text, (root) => {
    if (root.local === 'akomaNtoso' && root.uri === AKN_NS) {
      judgment = judgmentReader();
      return judgment;
    }
    if (root.local === 'Legislation' && root.uri === LEG_NS) {
      act = actReader();
      return act;
    }
    throw new LibraryImportError(MESSAGES.libraryXmlUnknown);
  });
  if (judgment) return { kind: 'judgment', judgment: judgment.result() };
  return { kind: 'legislation', act: act!.result() };
}

/** The server passes its parser, so a large file is read off its thread; scripts and tests read it here. */
export async function importLibraryXml(
  db: Db,
  input: Uint8Array | string,
  parser?: Parser,
): Promise<LibraryImportResult> {
  const parsed =
    parser && typeof input !== 'string'
      ? await parser.run('libraryXml', { bytes: input })
      : parseLibraryXml(input);
  const result = await db.transaction((tx) => storeParsedXml(tx, parsed));
  await store.analyzeLibrary(db, result.paragraphs);
  return result;
}

export async function storeParsedXml(tx: Executor, parsed: ParsedXml): Promise<LibraryImportResult> {
  const result =
    parsed.kind === 'judgment' ? await storeJudgment(tx, parsed.judgment) : await storeAct(tx, parsed.act);
  await announceLibraryChange(tx);
  return result;
}

async function freeCaseSlug(tx: Executor, name: string, citation: string): Promise<string> {
  for (const candidate of [slugify(name), slugify(`${name} ${citation}`)]) {
    if (!(await store.caseSlugTaken(tx, candidate))) return candidate;
  }
  for (let n = 2; ; n++) {
    const candidate = `${slugify(`${name} ${citation}`).slice(0, 74)}-${n}`;
    if (!(await store.caseSlugTaken(tx, candidate))) return candidate;
  }
}

async function storeJudgment(tx: Executor, j: ImportedJudgment): Promise<LibraryImportResult> {
  const keys = citationKeys([j.citation]);
  const source = SOURCES.findCaseLaw;
  const text = { textSourceName: source.name, textSourceUrl: j.sourceUrl, textLicence: source.licence };
  const existing = await store.findCaseByCitationKeys(tx, keys);
  let id: string;
  let slug: string;
  if (existing) {
    ({ id, slug } = existing);
    // A team summary keeps its own name, court and attribution; a judgment imported alone is replaced.
    const imported =
      existing.origin === 'import'
        ? {
            name: j.name,
            citation: j.citation,
            court: j.court,
            year: j.year,
            sourceName: source.name,
            sourceUrl: j.sourceUrl,
            licence: source.licence,
          }
        : {};
    await store.updateCase(tx, id, {
      ...text,
      ...imported,
      parties: j.parties,
      ...(j.judges.length ? { judges: j.judges } : {}),
      ...(j.decidedOn ? { decidedOn: j.decidedOn } : {}),
    });
    await store.addCitationKeys(tx, id, keys);
  } else {
    slug = await freeCaseSlug(tx, j.name, j.citation);
    id = await store.insertCase(tx, {
      slug,
      name: j.name,
      citation: j.citation,
      citationKeys: keys,
      court: j.court,
      year: j.year,
      decidedOn: j.decidedOn,
      judges: j.judges,
      parties: j.parties,
      sourceName: source.name,
      sourceUrl: j.sourceUrl,
      licence: source.licence,
      origin: 'import',
      ...text,
    });
  }
  await store.replaceParagraphs(tx, id, j.paragraphs);
  await store.refreshJudgmentWords(tx, [id]);
  return {
    kind: 'judgment',
    id,
    slug,
    title: j.name,
    citation: j.citation,
    merged: existing?.origin === 'starter',
    paragraphs: j.paragraphs.length,
    sections: 0,
    source: { name: source.name, url: j.sourceUrl, licence: source.licence },
    notice: source.notice,
  };
}

async function storeAct(tx: Executor, a: ImportedAct): Promise<LibraryImportResult> {
  const source = SOURCES.legislation;
  const text = { textSourceName: source.name, textSourceUrl: a.sourceUrl, textLicence: source.licence };
  const existing = await store.findActForImport(tx, slugify(a.title), a.year, a.chapter);
  let id: string;
  let slug: string;
  let title = a.title;
  if (existing) {
    ({ id, slug } = existing);
    if (existing.origin === 'import') {
      await store.updateAct(tx, id, {
        ...text,
        title: a.title,
        year: a.year,
        chapter: a.chapter,
        sourceName: source.name,
        sourceUrl: a.sourceUrl,
        licence: source.licence,
      });
    } else {
      title = existing.title;
      await store.updateAct(tx, id, { ...text, ...(a.chapter ? { chapter: a.chapter } : {}) });
    }
  } else {
    slug = slugify(a.title);
    id = await store.insertAct(tx, {
      slug,
      title: a.title,
      year: a.year,
      chapter: a.chapter,
      subjects: [],
      sourceName: source.name,
      sourceUrl: a.sourceUrl,
      licence: source.licence,
      origin: 'import',
      ...text,
    });
  }
  await store.upsertImportedSections(
    tx,
    id,
    title,
    a.sections.map((s) => ({ ...s, position: sectionPosition(s.section) })),
  );
  await store.syncActTitles(tx);
  return {
    kind: 'legislation',
    id,
    slug,
    title,
    citation: a.chapter ? `${a.year} ${a.chapter}` : null,
    merged: existing?.origin === 'starter',
    paragraphs: 0,
    sections: a.sections.length,
    source: { name: source.name, url: a.sourceUrl, licence: source.licence },
    notice: source.notice,
  };
}
