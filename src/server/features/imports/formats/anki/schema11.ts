// The legacy collection format (schema 11) that every Anki since 2.1 imports: the tables as Anki's
// rslib/src/storage/schema11.sql creates them, and the JSON the `col` row holds. Written by the .apkg export;
// the tests build their fixtures from it too, so both sides agree with Anki rather than with each other.

export const SCHEMA11_SQL = `
CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
  ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
  models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
  usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
  flags integer NOT NULL, data text NOT NULL);
CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
  mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
  ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL,
  left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
  ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
  type integer NOT NULL);
CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
CREATE INDEX ix_notes_usn ON notes (usn);
CREATE INDEX ix_cards_usn ON cards (usn);
CREATE INDEX ix_revlog_usn ON revlog (usn);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_revlog_cid ON revlog (cid);
CREATE INDEX ix_notes_csum ON notes (csum);
`;

const CSS =
  '.card {\n  font-family: arial;\n  font-size: 20px;\n  text-align: center;\n  color: black;\n  background-color: white;\n}\n';
const LATEX_PRE =
  '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n';
const LATEX_POST = '\\end{document}';

export type ModelSpec = {
  id: number;
  name: string;
  cloze: boolean;
  fields: string[];
  templates: { name: string; qfmt: string; afmt: string }[];
};

/** A note type in the JSON shape Anki's NotetypeSchema11 reads (every field it requires is present). */
export function modelJson(spec: ModelSpec, deckId: number, mod: number): Record<string, unknown> {
  return {
    id: spec.id,
    name: spec.name,
    type: spec.cloze ? 1 : 0,
    mod,
    usn: 0,
    sortf: 0,
    did: deckId,
    tmpls: spec.templates.map((t, ord) => ({
      name: t.name,
      ord,
      qfmt: t.qfmt,
      afmt: t.afmt,
      did: null,
      bqfmt: '',
      bafmt: '',
    })),
    flds: spec.fields.map((name, ord) => ({
      name,
      ord,
      sticky: false,
      rtl: false,
      font: 'Arial',
      size: 20,
      media: [],
    })),
    css: CSS,
    latexPre: LATEX_PRE,
    latexPost: LATEX_POST,
    latexsvg: false,
    // Which fields must be non-empty for each card to exist; Anki recomputes it, but old clients read it.
    req: spec.cloze ? [[0, 'any', [0]]] : spec.templates.map((_, ord) => [ord, 'any', [ord]]),
    tags: [],
    vers: [],
  };
}

const ANSWER = '{{FrontSide}}\n\n<hr id=answer>\n\n';

/** Ratio's three kinds as Anki note types. Fixed ids, so a second export reuses the note types in Anki. */
export const RATIO_MODELS = {
  basic: {
    id: 1_700_000_000_001,
    name: 'Ratio Basic',
    cloze: false,
    fields: ['Front', 'Back'],
    templates: [{ name: 'Card 1', qfmt: '{{Front}}', afmt: `${ANSWER}{{Back}}` }],
  },
  reverse: {
    id: 1_700_000_000_002,
    name: 'Ratio Basic (and reversed card)',
    cloze: false,
    fields: ['Front', 'Back'],
    templates: [
      { name: 'Card 1', qfmt: '{{Front}}', afmt: `${ANSWER}{{Back}}` },
      { name: 'Card 2', qfmt: '{{Back}}', afmt: `${ANSWER}{{Front}}` },
    ],
  },
  cloze: {
    id: 1_700_000_000_003,
    name: 'Ratio Cloze',
    cloze: true,
    fields: ['Text', 'Back Extra'],
    templates: [{ name: 'Cloze', qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}<br>\n{{Back Extra}}' }],
  },
} satisfies Record<string, ModelSpec>;

export function deckJson(id: number, name: string, mod: number): Record<string, unknown> {
  return {
    id,
    mod,
    name,
    usn: 0,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: 1,
    extendNew: 0,
    extendRev: 0,
  };
}

/** Anki's default options group, as its DeckConfSchema11 expects it. */
export const DEFAULT_DCONF = {
  id: 1,
  mod: 0,
  name: 'Default',
  usn: 0,
  maxTaken: 60,
  autoplay: true,
  timer: 0,
  replayq: true,
  dyn: false,
  new: { bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20 },
  rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
  lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
};

/** Collection settings; schedVer 2 tells Anki the learning/relearning cards follow the v2 rules. */
export function confJson(deckId: number, modelId: number): Record<string, unknown> {
  return {
    activeDecks: [deckId],
    curDeck: deckId,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    curModel: modelId,
    nextPos: 1,
    sortType: 'noteFld',
    sortBackwards: false,
    addToCur: true,
    schedVer: 2,
  };
}
