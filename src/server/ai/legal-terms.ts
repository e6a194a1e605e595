import { stemmer } from 'stemmer';

// How questions, library records and passages become terms (the chats' retrieval and the local engine's
// answers share them): lower case, no accents, stop words out, Porter stems, and the
// pairs of neighbouring terms so that a phrase ("duty of care", "invitation to treat") outranks its words
// scattered through a record. Legal synonyms map a student's words onto the library's.

const STOP = new Set(
  `a about above after again against all am an and any are aren as at be because been before being below between
  both but by can cannot could couldn did didn do does doesn doing don down during each few for from further had
  hadn has hasn have haven having he her here hers herself him himself his how i if in into is isn it its itself
  just me more most mustn my myself no nor not now of off on once only or other our ours ourselves out over own
  same shan she should shouldn so some such than that the their theirs them themselves then there these they this
  those through to too under until up very was wasn we were weren what when where which while who whom whose why
  will with won wouldn would you your yours yourself yourselves also may might must shall upon whether etc e g eg
  ie i.e per via yes okay ok please thanks thank hi hello tell explain describe give show mean means meant
  know want need help question answer happen happens happened someone something anything thing things get got
  gets getting go goes going make made makes let lets like really actually just much many lot lots kind sort say
  says said does did done case cases act acts section
  sections statute statutes provision provisions leading authority authorities
  uk england wales english ever rather proper properly really still even already nowadays today currently
  generally usually always basically exactly simply anyway somebody anyone everyone people person without
  within`.split(/\s+/),
);

/**
 * "will" is a stop word ("what will happen") except where it is the document ("a will", "her will", "the
 * will"), which wills questions depend on.
 */
const WILL_NOUN_BEFORE = new Set(
  'a the my his her their your our its valid invalid new last earlier later mutual mirror living this that whose dad mum mother father nan gran grandmother grandfather husband wife partner s'.split(
    ' ',
  ),
);

// A student's word and the library's word for the same thing. Each line is one group: every word of it is
// searched when any is asked about, at a lower weight than the word asked. Words are stemmed on load.
const SYNONYM_GROUPS = [
  'will testament testator testatrix testamentary',
  'capacity sanity insanity dementia',
  'formalities formality formal requirements witnessed witness witnesses attested attestation signed signature',
  'director directors officer board',
  'shareholder shareholders member members',
  'company companies corporation firm business',
  'landlord lessor',
  'tenant lessee tenancy lease',
  'buyer purchaser',
  'seller vendor',
  'employer employee employment vicarious',
  'negligence negligent careless carelessness',
  'nervous psychiatric shock',
  'trespasser trespassers trespass',
  'occupier occupiers premises',
  'murder homicide killing kill killed',
  'manslaughter homicide killing',
  'steal stealing stole stolen theft',
  'dishonest dishonestly dishonesty',
  'burglary burgle burgled',
  'robbery rob robbed',
  'deceive deception fraud fraudulent false representation',
  'arrest arrested arresting',
  'interview interviewed questioning',
  'confession confessions admission',
  'bail remand custody',
  'child children minor infant',
  'spouse husband wife',
  'mortgage mortgagee mortgagor lender',
  'covenant covenants',
  'trustee trustees',
  'beneficiary beneficiaries',
  'charity charitable',
  'ombudsman complaint',
  'injunction restrain',
  'damages compensation',
  'contract agreement bargain',
  'offer offeror offeree',
  'acceptance accept accepted',
  'misrepresentation misrepresented misleading',
  'exclusion exclude excluding exemption',
  'frustration frustrated impossible impossibility',
  'remoteness foreseeable foreseeability',
  'intestacy intestate',
  'executor executors personal representative representatives administrator',
  'statutory parliament legislation',
  'judicial review',
  'human rights convention echr',
  'privacy private',
  'sentence sentencing',
  'defendant accused',
  'claimant plaintiff',
  'goods products',
  'faulty defective',
  'drunk intoxicated intoxication alcohol',
  'provocation provoked',
  'duress threats',
  'overreaching overreach',
  'advert advertisement advertising',
  'doctor doctors medical surgeon clinician hospital professional',
  'irrational irrationality unreasonable unreasonableness wednesbury',
  'compatible compatibly compatibility incompatible incompatibility',
  'divorce divorced dissolution annulment',
  'mum mother',
  'dad father',
  'gran nan grandmother',
  'cut disinherit disinherited',
  'prejudice prejudicial prejudiced',
  'home house dwelling property',
  'sell sale',
  'records record-keeping retain retention kept',
  'instructions instruct instructed',
  'apply applies applied application applications applicant',
  'visitor visitors guest guests invitee friend',
  'guarantee guaranteeing guarantor surety',
  'pressure pressured undue influence',
  'reference advice advise misstatement',
  'tree trees vegetation',
  'car vehicle motor conveyance',
  'permission authority consent',
  'register registry registration registered',
  'die dies died dying death deceased',
  'adverse possession squatter squatters squatting',
  'suspect suspects suspected suspicion suspicions suspicious',
];

// Phrases a student uses for a legal term: the phrase is read as the term (or, marked `+`, the term is added).
const PHRASES: [RegExp, string][] = [
  [/\bwithout (?:a |making a |leaving a )?(?:valid )?will\b/gi, 'intestacy'],
  [/\bno will\b/gi, 'intestacy'],
  [/\bcut (?:\w+ )?out of\b/gi, 'excluded from'],
  [/\bhow long\b|\bdeadline\b|\bout of time\b/gi, 'time limit'],
  [/\bjoint enterprise\b/gi, '+secondary liability'],
  [/\bfine print\b|\bsmall print\b/gi, 'onerous term'],
  [/\bsquatt(?:er|ers|ing)\b/gi, '+adverse possession'],
  [/\blost (?:his|her|their) (?:temper|self-control|control)\b/gi, 'loss of control'],
  [/\bkill(?:ed|ing|s)?\b/gi, '+homicide'],
  [/\bco-?owners?\b/gi, 'co-owners trustees beneficiaries'],
  [/\bno comment\b|\bsaid nothing\b|\b(?:stayed|remained|kept) silent\b/gi, '+silence failure to mention'],
  [/\bhold it against\b|\bcount it against\b/gi, 'adverse inference'],
  [/\bact(?:ing)? for both\b|\bboth sides\b/gi, '+conflict of interests'],
  [/\btell the (?:judge|court)\b/gi, "+draw the court's attention"],
  [
    /\b(?:foreign|overseas) (?:government )?(?:minister|politician|official)s?\b/gi,
    '+politically exposed person',
  ],
  [
    /\broute (?:money|funds|payments) through\b|\bpass(?:ing)? (?:money|funds) through\b/gi,
    '+banking facility',
  ],
  [/\bhold(?:ing)? less than\b|\bnot enough (?:money|funds)\b|\binsufficient funds\b/gi, '+sufficient funds'],
  [/\bdoubt (?:they|that|these|the instructions)\b/gi, '+instructions'],
  [
    /\b(?:sue|claim|action|proceedings)\b[^.?]{0,40}\bon behalf of (?:the|a|his|her|their) company\b/gi,
    '+derivative claim',
  ],
];

// Fixed legal phrases made of stop words ("no case to answer") become one term, in questions and records
// alike, or nothing of them would be left to match.
const FIXED = [[/\bno case to answer\b/gi, ' nocasetoanswer ']] as const;

/** The question with its everyday phrases read as the legal terms they stand for. */
export function withLegalTerms(question: string): string {
  let text = question;
  const added: string[] = [];
  for (const [re, term] of PHRASES) {
    if (!re.test(text)) continue;
    re.lastIndex = 0;
    if (term.startsWith('+')) added.push(term.slice(1));
    else text = text.replace(re, ` ${term} `);
    re.lastIndex = 0;
  }
  return added.length ? `${text} ${added.join(' ')}` : text;
}

/** Words of the text in order, lower case, accents removed; "18A" and "s.9" stay whole. */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? []
  ).map((w) => w.replace(/['’](?:s)?$/, '').replace(/['’]/g, ''));
}

const stemCache = new Map<string, string>();
export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = /^\d/.test(word) ? word : stemmer(word);
    if (stemCache.size < 200_000) stemCache.set(word, s);
  }
  return s;
}

/** Content terms of a text, in order: stop words out (a "will" that is a document kept), stemmed. */
export function terms(text: string): string[] {
  const out: string[] = [];
  let fixed = text;
  for (const [re, term] of FIXED) fixed = fixed.replace(re, term);
  const ws = words(fixed);
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    if (w === 'will' || w === 'wills') {
      if (w === 'wills' || WILL_NOUN_BEFORE.has(ws[i - 1] ?? '')) out.push('will');
      continue;
    }
    if (w.length < 2 || STOP.has(w)) continue;
    const stemmed = stem(w);
    // "wants", "meaning", "making": a stop word's other forms are stop words too.
    if (STOP.has(stemmed)) continue;
    out.push(stemmed);
  }
  return out;
}

/** Neighbouring pairs of terms, as one term each: "duty care", "invit treat". */
export function pairs(ts: string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < ts.length; i++) out.push(`${ts[i - 1]} ${ts[i]}`);
  return out;
}

const SYNONYMS: Map<string, string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of SYNONYM_GROUPS) {
    const stems = [...new Set(group.split(/\s+/).map((w) => (w === 'will' ? 'will' : stem(w))))];
    for (const s of stems) {
      const set = map.get(s) ?? new Set<string>();
      for (const other of stems) if (other !== s) set.add(other);
      map.set(s, set);
    }
  }
  return new Map([...map].map(([k, v]) => [k, [...v]]));
})();

// Words that frame a question rather than say what it is about ("what is the definition of burglary"). They
// are searched, as a heading such as "Basic definition of theft" says what its section is, but a record
// need not contain them to cover the question.
const FRAMING = new Set(['definition', 'definitions', 'define', 'defines', 'defined'].map(stem));
export const isFraming = (term: string) => FRAMING.has(term);

/** The library's other words for a term (stemmed), if any. */
export function synonymsOf(term: string): string[] {
  return SYNONYMS.get(term) ?? [];
}
