import type { TranscriptTurn } from '../../../../shared/contracts/practice';
import type {
  Criterion,
  MarkingPoint,
  Measure,
  Misconception,
  PracticeScenario,
} from '../../../../shared/contracts/practice-data';
import { type PracticeTool, WRONG_LAW_CAP } from '../../../../shared/practice';
import type { MeasureOutcome, PracticeAttempt } from '../../engine';
import { compileCues, matches, prepareText } from '../../practice/cues';
import { findCues, type Reading, readAnswer } from '../../practice/meaning';
import { markedText } from '../../practice/measures';
import { kindOfTurn, SUMMARISING } from '../../practice/questions';
import type { PracticeJudgement } from '../../schemas';
import { clip, wordCount } from './text';

// The local engine's SQE2 marking: a point of the guide is made when one of its cues is in the answer, and a
// criterion's mark is the weighted share of its points made, blended with its measures' scores. Cue matching
// misses points made in other words, so the scale is generous at the top: an answer that makes most of the
// points should read as a B or an A, not a C.

/** Share of the criterion (0 to 1) at or above which each mark is given, from 5 down. */
const MARK_FLOORS: Array<[number, number]> = [
  [0.85, 5],
  [0.68, 4],
  [0.5, 3],
  [0.33, 2],
  [0.15, 1],
];
const POINTS_WEIGHT = 0.6;
// Measures of the writing itself (short sentences, no vague words) flatter an answer of three lines; below
// these lengths their scores are scaled down, so a thin answer cannot earn a skills mark by saying little.
// A drafted clause can be short and complete; an analysis cannot.
const SUBSTANCE_WORDS: Record<PracticeTool, number> = {
  'legal-writing': 150,
  'legal-drafting': 80,
  'case-analysis': 200,
  'legal-research': 200,
  interviewing: 100,
  advocacy: 150,
};
const WRITING_MEASURES = new Set<Measure>([
  'letter-form',
  'plain-english',
  'tone',
  'defined-terms',
  'ambiguity',
  'clause-structure',
  'headings',
  'citations',
  'advocacy-structure',
]);
// The checks that read only how a text is written or an interview conducted, never what it is about. The
// others are the scenario's own: the client's facts drawn out, the judge's questions answered.
const CONTENT_BLIND = new Set<Measure>([...WRITING_MEASURES, 'questioning']);
// The share of the guide's points of substance (by weight) an answer must engage with before its form is
// credited in full: below it, the content-blind checks and the structure criterion's points count in
// proportion, so a well-made document about another matter earns nothing for its form (docs/decisions/0065).
const RELEVANT_AT = 0.25;
// The guides' criterion for the form of the answer (layout, headings, the shape of submissions).
const FORM_CRITERION = 'structure';
const MEASURE_NAMES: Record<Measure, string> = {
  'letter-form': 'the form of the letter',
  'plain-english': 'plain English',
  tone: 'tone for the reader',
  'defined-terms': 'defined terms',
  ambiguity: 'ambiguity',
  'clause-structure': 'clause structure',
  headings: 'headings and structure',
  citations: 'citation of authority',
  questioning: 'questioning technique',
  'facts-elicited': 'facts drawn out',
  'advocacy-structure': 'the structure of the submissions',
  'answers-judge': 'answering the judge',
};
const REASONS_MAX = 10;

export const markOf = (share: number) => MARK_FLOORS.find(([floor]) => share >= floor)?.[1] ?? 0;

// "Explains that ..." becomes "You explained that ..." (made) or "You did not explain that ..." (missed).
const IRREGULAR_PAST: Record<string, string> = {
  set: 'set',
  put: 'put',
  give: 'gave',
  make: 'made',
  draw: 'drew',
  deal: 'dealt',
  tell: 'told',
  seek: 'sought',
  take: 'took',
  say: 'said',
  get: 'got',
  write: 'wrote',
  keep: 'kept',
  find: 'found',
  lead: 'led',
  bring: 'brought',
  choose: 'chose',
  know: 'knew',
  leave: 'left',
  mean: 'meant',
  see: 'saw',
  think: 'thought',
  understand: 'understood',
  hold: 'held',
  do: 'did',
  go: 'went',
  have: 'had',
  pay: 'paid',
  send: 'sent',
  spot: 'spotted',
  stop: 'stopped',
  plan: 'planned',
  submit: 'submitted',
  refer: 'referred',
  commit: 'committed',
  omit: 'omitted',
  permit: 'permitted',
  admit: 'admitted',
  prefer: 'preferred',
  transfer: 'transferred',
  flag: 'flagged',
};
const NOT_VERBS = new Set([
  'this',
  'its',
  'his',
  'has',
  'was',
  'is',
  'as',
  'thus',
  'unless',
  'always',
  'perhaps',
  'whereas',
]);

function baseOf(verb: string): string {
  if (verb.endsWith('ies')) return `${verb.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}
function pastOf(base: string): string {
  if (IRREGULAR_PAST[base]) return IRREGULAR_PAST[base]!;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A point of the guide said to the candidate: what they did, or did not do. */
export function pointSentence(text: string, made: boolean): string {
  const m = /^(?:([A-Z][a-z]+ly)\s+([a-z]+)|([A-Z][a-z]+))\b(.*)$/s.exec(text.trim());
  if (m) {
    const adverb = m[1] ? `${m[1].toLowerCase()} ` : '';
    const verb = (m[2] ?? m[3]!).toLowerCase();
    const rest = m[4]!;
    const thirdPerson =
      (verb.length >= 4 && verb.endsWith('s') && !/(?:ss|us|is)$/.test(verb)) || /sses$/.test(verb);
    if (thirdPerson && !NOT_VERBS.has(verb)) {
      const base = baseOf(verb);
      return clip(
        sentence(made ? `You ${adverb}${pastOf(base)}${rest}` : `You did not ${adverb}${base}${rest}`),
        600,
      );
    }
  }
  return clip(
    sentence(
      `${made ? 'You dealt with this point' : 'You did not deal with this point'}: ${lowerFirst(text.trim())}`,
    ),
    600,
  );
}

/** A measure's outcome as reasons: how it scored, then its most useful remarks. */
function measureReasons(outcome: MeasureOutcome, detail: boolean): string[] {
  const name = MEASURE_NAMES[outcome.measure];
  const first = outcome.missing[0] ?? outcome.strengths[0] ?? outcome.results[0]?.comment;
  const reasons = [
    clip(
      `On ${name}, the checks scored ${Math.round(outcome.score * 100)}%.${first ? ` ${sentence(first)}` : ''}`,
      600,
    ),
  ];
  if (detail)
    for (const row of outcome.results.slice(0, 3))
      reasons.push(clip(`${row.label}: ${sentence(row.value)} ${sentence(row.comment)}`, 600));
  return reasons;
}

type Credit = { point: MarkingPoint; quote: string };
type Stated = { point: MarkingPoint; misconception: Misconception; quote: string };
type CriterionMarking = {
  id: string;
  mark: number;
  reasons: string[];
  evidence: Array<{ point: string; quote: string }>;
  made: Credit[];
  missed: MarkingPoint[];
  wrong: Stated[];
};

const QUOTE_CHARS = 240;
const quoted = (s: string) => `"${clip(s.replace(/\s+/g, ' ').trim(), QUOTE_CHARS)}"`;
const NEGATIVE_TEXT = /\b(?:not|no|never|cannot|unlikely|without|nor|none)\b|n't\b/i;

// A skills point credits something the candidate did (explained the costs, recorded the next steps). A fact
// put in the negative still records the fact ("Richard does not know about the will"), so skills points are
// not read through every denial as law points are; but a sentence in which the candidate says they did not
// do the thing ("I did not explain the costs", "Costs were not discussed") does not credit it.
const DENIED_ACT =
  /\b(?:i|we)\s+(?:did\s+not|didn't|have\s+not|haven't|had\s+not|hadn't|do\s+not|don't|could\s+not|couldn't|was\s+not\s+able\s+to|were\s+not\s+able\s+to|never)\b/i;
const UNDONE =
  /\b(?:was|were|has|have|had|is|are)\s+(?:not|n't)\s+(?:yet\s+)?(?:been\s+)?(?:explained|discussed|covered|mentioned|agreed|raised|given|dealt\s+with|recorded|asked\s+about|checked|advised\s+on|considered)\b|\b(?:not|never)\s+(?:discussed|explained|covered|mentioned|agreed)\b|\b(?:i|we)\s+(?:forgot|failed|omitted|neglected)\s+to\b|\b(?:i|we)\s+ran\s+out\s+of\s+time\b/i;
const CONTRAST = /\b(?:but|however|although|though|whereas)\b|;/i;
/** A sentence that says, with nothing set against it, that something was left undone. */
const undone = (sentence: string) => UNDONE.test(sentence) && !CONTRAST.test(sentence);

/** The correct rule of a point, with its authority, as the feedback states it after a wrong statement. */
export function correctionOf(point: MarkingPoint): string {
  return clip(
    `The guide's point: ${sentence(point.text)}${point.authority ? ` Authority: ${point.authority}.` : ''}`,
    600,
  );
}

/**
 * A point is credited when a sentence of the answer states it and no sentence states one of its
 * misconceptions. In a law criterion a sentence that denies the point's cue ("not limited to maintenance")
 * does not credit it, unless the point is itself put in the negative ("no doubt about capacity"), where a
 * denial is how it is made.
 */
function assessPoint(point: MarkingPoint, reading: Reading, law: boolean) {
  const found = findCues(point.cues, reading);
  const denialMakesIt = NEGATIVE_TEXT.test(point.text);
  // In the law, only the candidate's own statements count: "Mark says the 2010 will still stands" records
  // the client's belief; it neither makes the point nor gets the law wrong.
  const stating = found.filter((f) =>
    law
      ? !f.reported && (denialMakesIt || !f.negated)
      : !(f.negated && DENIED_ACT.test(f.quote)) && !undone(f.quote),
  );
  const wrong: Stated[] = [];
  for (const m of point.misconceptions) {
    // Stated only where asserted: a cue that carries its own negation ("no power") is matched as written, and
    // any other cue found inside a denial ("is not entitled to a fair share") is the wrong rule rejected. How
    // the feedback words the misconception has no say in it.
    const hit = findCues(m.cues, reading, { loose: false }).find((f) => !f.negated && !f.reported);
    if (hit) wrong.push({ point, misconception: m, quote: hit.quote });
  }
  const credit = stating[0] && !wrong.length ? { point, quote: stating[0].quote } : null;
  return { credit, wrong };
}

type Assessed = { credit: Credit | null; wrong: Stated[] };

/** Every point of the guide assessed once, in the guide's order. */
function assessAll(criteria: Criterion[], reading: Reading): Map<Criterion, Assessed[]> {
  return new Map(
    criteria.map((c) => [c, c.points.map((p) => assessPoint(p, reading, c.kind === 'law'))] as const),
  );
}

/**
 * How far the answer deals with this scenario at all: the weighted share of the guide's points of substance
 * (every criterion but the structure one, whose layout points any well-made document of the kind meets) that
 * it makes or gets wrong; a wrong rule is still an answer to the question asked. Null when the guide has no
 * such points to tell by.
 */
export function engagementOf(criteria: Criterion[], assessed: Map<Criterion, Assessed[]>): number | null {
  let total = 0;
  let engaged = 0;
  for (const c of criteria) {
    if (c.id === FORM_CRITERION) continue;
    c.points.forEach((p, i) => {
      const a = assessed.get(c)![i]!;
      total += p.weight;
      if (a.credit || a.wrong.length) engaged += p.weight;
    });
  }
  return total ? engaged / total : null;
}

function markCriterion(
  criterion: Criterion,
  assessed: Assessed[],
  outcomes: Map<Measure, MeasureOutcome>,
  substance: number,
  relevance: number,
): CriterionMarking {
  const made: Credit[] = [];
  const missed: MarkingPoint[] = [];
  const wrong: Stated[] = [];
  criterion.points.forEach((point, i) => {
    const a = assessed[i]!;
    if (a.credit) made.push(a.credit);
    else missed.push(point);
    wrong.push(...a.wrong);
  });
  made.sort((a, b) => b.point.weight - a.point.weight);
  missed.sort((a, b) => b.weight - a.weight);
  const total = criterion.points.reduce((sum, p) => sum + p.weight, 0);
  // The layout of a document is credited as the layout of this document: minutes headed "Present" and
  // "Quorum" about another meeting show no grasp of this one.
  const pointsShare = total
    ? (made.reduce((sum, c) => sum + c.point.weight, 0) / total) *
      (criterion.id === FORM_CRITERION ? relevance : 1)
    : null;

  // A measure with nothing to measure (no question from the judge) says nothing either way.
  const measured = criterion.measures.flatMap((m) => {
    const o = outcomes.get(m);
    return o && o.applicable !== false ? [o] : [];
  });
  // A content-blind check (short sentences, numbered clauses, open questions) scores a well-made text on any
  // subject alike; it counts here only as far as the text answers this scenario.
  const measureShare = measured.length
    ? measured.reduce(
        (sum, o) =>
          sum +
          o.score *
            (WRITING_MEASURES.has(o.measure) ? substance : 1) *
            (CONTENT_BLIND.has(o.measure) ? relevance : 1),
        0,
      ) / measured.length
    : null;

  let share: number;
  if (pointsShare !== null && measureShare !== null)
    share = POINTS_WEIGHT * pointsShare + (1 - POINTS_WEIGHT) * measureShare;
  else share = pointsShare ?? measureShare ?? 0;
  let mark = markOf(share);
  // An examiner does not give a pass to an answer that misses every key issue of a criterion.
  const keys = criterion.points.filter((p) => p.weight === 2);
  const keysMade = made.filter((c) => c.point.weight === 2).length;
  if (keys.length && keysMade === 0) mark = Math.min(mark, 2);
  // Each wrong statement of the law costs a mark; one on the criterion's central issue caps it at D.
  const misconceived = new Set(wrong.map((w) => w.misconception.id));
  mark = Math.max(0, mark - misconceived.size);
  if (wrong.some((w) => w.point.central)) mark = Math.min(mark, WRONG_LAW_CAP);

  const reasons: string[] = [];
  for (const w of wrong)
    reasons.push(
      clip(
        `Wrong law: you wrote ${quoted(w.quote)} That ${lowerFirst(w.misconception.text).replace(/^says /, 'says ')}. ${correctionOf(w.point)}`,
        600,
      ),
    );
  if (criterion.points.length) {
    const keyNote = keys.length ? ` (${keysMade} of the ${keys.length} key ones)` : '';
    reasons.push(
      `The checklist found ${made.length} of the ${criterion.points.length} points this criterion looks for${keyNote}.`,
    );
    const room = Math.max(2, REASONS_MAX - reasons.length - measured.length);
    const madeRoom = Math.min(made.length, Math.max(1, Math.ceil(room / 2), room - missed.length));
    for (const c of made.slice(0, madeRoom))
      reasons.push(
        clip(`You wrote: ${quoted(c.quote)} Credited: ${lowerFirst(sentence(c.point.text))}`, 600),
      );
    for (const p of missed.slice(0, Math.max(0, room - madeRoom)))
      reasons.push(clip(`Not found in your answer: ${lowerFirst(sentence(p.text))}`, 600));
  }
  for (const o of measured)
    reasons.push(...measureReasons(o, criterion.points.length === 0 && measured.length <= 2));
  if (!reasons.length) reasons.push('There was nothing to assess on this criterion.');
  const formScaled = criterion.id === FORM_CRITERION || measured.some((o) => CONTENT_BLIND.has(o.measure));
  if (relevance < 1 && formScaled)
    reasons.push(
      `Your answer deals with few of the points this scenario turns on, so its form (layout, style, technique) counted for ${Math.round(relevance * 100)}% of its value here: form earns marks when it serves an answer to this task.`,
    );
  return {
    id: criterion.id,
    mark,
    reasons: reasons.slice(0, REASONS_MAX + 2),
    evidence: made.map((c) => ({ point: clip(c.point.text, 400), quote: clip(c.quote, 1200) })),
    made,
    missed,
    wrong,
  };
}

/**
 * Marks every criterion of the guide. Points are matched in the answer (for interviewing, the attendance
 * note); in advocacy, in the submissions as spoken and any closing words.
 */
export function localMarkPractice(attempt: PracticeAttempt): PracticeJudgement {
  const text = markedText(attempt.scenario, attempt.answer, attempt.transcript);
  const reading = readAnswer(text);
  const outcomes = new Map(attempt.measures.map((o) => [o.measure, o]));
  const substance = Math.min(1, wordCount(text) / SUBSTANCE_WORDS[attempt.scenario.tool]);
  const criteria = attempt.scenario.guide.criteria;
  const assessed = assessAll(criteria, reading);
  const engagement = engagementOf(criteria, assessed);
  const relevance = engagement === null ? 1 : Math.min(1, engagement / RELEVANT_AT);
  const marked = criteria.map((c) => markCriterion(c, assessed.get(c)!, outcomes, substance, relevance));
  const made = marked.flatMap((c) => c.made);
  const missed = marked.flatMap((c) => c.missed).sort((a, b) => b.weight - a.weight);
  const wrongLaw = marked.flatMap((c) =>
    c.wrong.map((w) => ({
      criterion: c.id,
      quote: clip(w.quote, 1200),
      correction: correctionOf(w.point),
      central: w.point.central,
    })),
  );
  return {
    criteria: marked.map(({ id, mark, reasons, evidence }) => ({ id, mark, reasons, evidence })),
    // Only what a quote backs: a point found, with the sentence it was found in.
    strengths: made.slice(0, 10).map((c) => clip(`${quoted(c.quote)}: ${lowerFirst(c.point.text)}`, 400)),
    missing: [...new Set(missed.map((p) => p.text))].slice(0, 15).map((s) => clip(s, 400)),
    wrongLaw,
  };
}

// ---- The simulated client ----

const CONNECTORS = ['', 'Also, ', 'Oh, and '];
// Words that may lose their capital after "Also, "; a name or "I" keeps it.
const LOWERABLE = new Set(
  'the my we he she it they there that this our his her a an when after before on in at about one two'.split(
    ' ',
  ),
);
const REPLY_MAX = 2_000;
const CONFIRMATION = 'Yes, that is right.';
const folded = (s: string) => s.toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

function joinFacts(texts: string[]): string {
  let reply = '';
  texts.forEach((text, i) => {
    const first = text.split(/\s/)[0]!.toLowerCase();
    const connector = CONNECTORS[Math.min(i, CONNECTORS.length - 1)]!;
    const body = connector && LOWERABLE.has(first) ? lowerFirst(text) : text;
    const next = `${reply}${reply ? ' ' : ''}${connector}${body}`;
    if (next.length <= REPLY_MAX) reply = next;
  });
  return reply;
}

// Words that say nothing about the matter: a question made only of these is a broad invitation ("Tell me
// what brings you here today"), and a question whose other words the scenario never uses is off the topic.
const FILLER = new Set(
  (
    'a an the and or but so then now well ok okay right thanks thank you your you yours yourself i me my we us our ' +
    'it its this that these those there here is are was were be been being am do does did done have has had can ' +
    'could would will shall should may might must to of in on at for from with about into by as if what whats ' +
    "what's how why when where who which tell please describe explain talk walk take go through bit little more " +
    'anything everything something else further today come came coming brings brought bring see seeing help ' +
    'happened happen happening going on situation matter problem issue story background own words start ' +
    'beginning just like would like want know let understand mean all any some very really much many also ' +
    'again first briefly detail details fully meet meeting nice good morning afternoon hello hi okay sure ' +
    'sorry okay great fine mind describe concern concerns worries last night yesterday weekend lately time year'
  ).split(/\s+/),
);
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr']);
export const OFF_TOPIC_REPLIES = [
  "Oh, I couldn't really say. Can we talk about what I came in for?",
  "I'm not sure that matters much today. It's the other business that's on my mind.",
  "Sorry, I'd rather we kept to why I'm here, if that's all right.",
];

const contentWords = (text: string) =>
  folded(text)
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/'s$/, '').replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 1 && !FILLER.has(w));

// Words matched on their first five letters, so "buying" meets "buy" and "mortgages" meets "mortgage".
const stem = (w: string) => w.slice(0, 5);
const vocabularyCache = new WeakMap<PracticeScenario, Set<string>>();
function vocabularyOf(scenario: PracticeScenario): Set<string> {
  let vocabulary = vocabularyCache.get(scenario);
  if (!vocabulary) {
    const client = scenario.client;
    // What the client knows about: the matter and its papers, not the firm's instructions to the candidate
    // ("the private client team" does not make "Do you support a team?" a question about the matter).
    const texts = [
      scenario.title,
      scenario.summary,
      ...scenario.materials.map((m) => m.body),
      client?.opening ?? '',
      ...(client?.facts.flatMap((f) => [f.text, ...f.cues.flat()]) ?? []),
    ];
    vocabulary = new Set(texts.flatMap((t) => contentWords(t.replace(/\*/g, ''))).map(stem));
    vocabularyCache.set(scenario, vocabulary);
  }
  return vocabulary;
}

/** A turn that asks nothing in particular: an open invitation with no topic of its own ("Mrs Ellis" is none). */
export function isBroadQuestion(scenario: PracticeScenario, turn: string): boolean {
  // "Start from the beginning." and "Go on." invite an account as an open question does.
  const kind = kindOfTurn(turn);
  if (kind !== 'open' && kind !== 'statement') return false;
  const name = new Set(contentWords(scenario.client?.name ?? ''));
  return contentWords(turn).every((w) => name.has(w) || TITLES.has(w));
}

/**
 * How far a question is off the client's matter: `all` when none of its words is the matter's (the weather),
 * `mostly` when two or more of its words, and two thirds of them, are foreign to it ("Do you support a
 * football team?" borrows one word, "support", from a matter about financial support).
 */
export function offTopicness(scenario: PracticeScenario, turn: string): 'all' | 'mostly' | null {
  const name = new Set(contentWords(scenario.client?.name ?? ''));
  const words = contentWords(turn).filter((w) => !name.has(w) && !TITLES.has(w));
  if (!words.length) return null;
  const vocabulary = vocabularyOf(scenario);
  const foreign = words.filter((w) => !vocabulary.has(stem(w))).length;
  if (foreign === words.length) return 'all';
  return foreign >= 2 && foreign * 3 >= words.length * 2 ? 'mostly' : null;
}

/** A question about something the client's matter never touches: the weather, the football. */
export const isOffTopic = (scenario: PracticeScenario, turn: string) => offTopicness(scenario, turn) !== null;

/**
 * The client's answer to the candidate's last turn. A fact is told only when a question reaches it (three at
 * most): a broad open question ("tell me what happened") draws the next fact the client would volunteer
 * (`open`) and never a key fact that is not, however loosely its cues read; a question off the topic gets a
 * short in-character deflection; a summary gets agreement; a question about something already told gets it
 * again; anything else a deflection, in turn.
 */
export function localClientReply(scenario: PracticeScenario, transcript: TranscriptTurn[]): string {
  const client = scenario.client;
  if (!client) return 'I am sorry, I am not sure I can help with that.';
  const question = transcript.findLast((t) => t.role === 'candidate');
  if (!question) return client.opening;
  const said = transcript.filter((t) => t.role === 'client').map((t) => folded(t.text));
  const heard = said.join('\n');
  const untold = client.facts.filter((f) => !heard.includes(folded(f.text)));
  const asking = question.text.replace(/[‘’]/g, "'");
  const offTopic = offTopicness(scenario, asking);
  const asides = (used: string[]) => {
    const lines = new Set(OFF_TOPIC_REPLIES.map(folded));
    return OFF_TOPIC_REPLIES[used.filter((s) => lines.has(s)).length % OFF_TOPIC_REPLIES.length]!;
  };
  // Small talk that borrows a word of the matter is still small talk: it draws no fact.
  if (offTopic === 'mostly') return asides(said);
  const broad = isBroadQuestion(scenario, asking);
  const prepared = prepareText(question.text);
  const asked = untold
    .filter((f) => (!broad || f.open || !f.key) && matches(compileCues(f.cues), prepared))
    .slice(0, 3);
  if (broad) {
    const volunteered = untold.find((f) => f.open);
    const told = volunteered ? [volunteered, ...asked.filter((f) => f !== volunteered)] : asked;
    if (told.length) return joinFacts(told.slice(0, 2).map((f) => f.text));
  } else if (asked.length) return joinFacts(asked.map((f) => f.text));
  // Checking back with the client is good practice: the client agrees rather than seeming lost.
  if (SUMMARISING.test(asking)) return CONFIRMATION;
  // Asked again about something already told: a real client repeats it rather than seeming lost.
  const repeated = offTopic
    ? undefined
    : client.facts.find((f) => !untold.includes(f) && matches(compileCues(f.cues), prepared));
  if (repeated) {
    const first = repeated.text.split(/\s/)[0]!.toLowerCase();
    return clip(`As I said, ${LOWERABLE.has(first) ? lowerFirst(repeated.text) : repeated.text}`, REPLY_MAX);
  }
  if (offTopic) return asides(said);
  const used = new Set(client.deflections.map(folded));
  const deflected = said.filter((s) => used.has(s)).length;
  return client.deflections[deflected % client.deflections.length]!;
}
