import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/connect';
import { libraryCases } from '../src/server/db/schema';
import { citationKeys } from '../src/server/features/library/citations';
import { analyzeLibrary, refreshJudgmentWords } from '../src/server/features/library/import-repo';

// Generated judgments for the library benchmark: paragraphs of legal prose drawn from a vocabulary with a
// Zipf-like spread (a few words everywhere, most words rare), as real judgments have, so that searches for
// common words meet tens of thousands of paragraphs and searches for rare ones a handful.

const VOCABULARY =
  `court claimant defendant appeal judge held case law evidence facts question whether reasonable
duty care breach damage loss contract party parties agreement term terms consideration offer acceptance
negligence liability tort trust trustee beneficiary property land lease tenant landlord estate interest
equity equitable remedy injunction damages causation foreseeability remoteness proximity statute section
act provision interpretation construction meaning purpose parliament intention mens rea actus reus
dishonesty appropriation theft fraud misrepresentation inducement reliance rescission frustration
performance discharge repudiation mistake duress undue influence unconscionable bargain estoppel
promissory proprietary constructive resulting express implied fiduciary obligation account profit
conflict loyalty director company shareholder member insolvency creditor debtor security charge mortgage
possession adverse easement covenant freehold leasehold registration registered title overriding actual
occupation purchaser notice priority transfer conveyance completion exchange deposit vendor solicitor
client confidentiality privilege disclosure witness testimony hearsay admissibility burden standard proof
balance probabilities sentence conviction jury direction summing indictment offence murder manslaughter
intention recklessness gross provocation loss control diminished responsibility self defence necessity
consent assault battery harm wounding grievous bodily robbery burglary handling blackmail criminal
damage arson public authority judicial review irrationality illegality procedural fairness legitimate
expectation proportionality human rights convention article freedom expression privacy family life
discrimination employment dismissal redundancy contractor vicarious employee employer occupier visitor
trespasser premises nuisance escape dangerous thing strict economic psychiatric injury rescuer nervous
shock secondary victim primary bystander professional skill standard practice body opinion medical
consent information risk material patient doctor hospital negligent advice statement assumption
responsibility special relationship auditor accounts shareholders investors reliance disclaimer`
    .split(/\s+/)
    .filter(Boolean);

/** A small, seeded generator, so every run measures the same corpus. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A word drawn so that the n-th word is about 1/n as likely as the first. */
function word(next: () => number): string {
  const n = VOCABULARY.length;
  const index = Math.floor(n ** next()) - 1;
  return VOCABULARY[Math.min(Math.max(index, 0), n - 1)]!;
}

export function paragraphText(next: () => number, minWords = 40, maxWords = 120): string {
  const length = minWords + Math.floor(next() * (maxWords - minWords));
  const words: string[] = [];
  for (let i = 0; i < length; i++) words.push(word(next));
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const COURTS = [
  ['EWHC', 'High Court'],
  ['EWCA Civ', 'Court of Appeal (Civil Division)'],
  ['UKSC', 'Supreme Court'],
] as const;

/**
 * Imported judgments holding `paragraphs` paragraphs in all, written with unnest in a few statements
 * (column arrays as single parameters), so 100,000 rows load in seconds.
 */
export async function insertGeneratedJudgments(db: Db, paragraphs: number, perJudgment = 1_000) {
  const next = random(20_240_515);
  const judgments = Math.ceil(paragraphs / perJudgment);
  const rows = Array.from({ length: judgments }, (_, i) => {
    const [code, court] = COURTS[i % COURTS.length]!;
    const year = 2001 + (i % 23);
    const citation = `[${year}] ${code} ${1000 + i}`;
    return {
      slug: `generated-holdings-${i + 1}-v-example-trustees-ltd`,
      name: `Generated Holdings ${i + 1} Ltd v Example Trustees Ltd`,
      citation,
      citationKeys: citationKeys([citation]),
      court,
      year,
      subjects: ['contract'],
      sourceName: 'Generated for the benchmark',
      licence: 'Generated text',
      origin: 'import',
      textSourceName: 'Generated for the benchmark',
      textLicence: 'Generated text',
    };
  });
  const ids = (await db.insert(libraryCases).values(rows).returning({ id: libraryCases.id })).map(
    (r) => r.id,
  );
  const CHUNK = 5_000;
  for (let start = 0; start < paragraphs; start += CHUNK) {
    const count = Math.min(CHUNK, paragraphs - start);
    const caseIds: string[] = [];
    const positions: number[] = [];
    const numbers: string[] = [];
    const texts: string[] = [];
    for (let k = 0; k < count; k++) {
      const n = start + k;
      caseIds.push(ids[Math.floor(n / perJudgment)]!);
      positions.push((n % perJudgment) + 1);
      numbers.push(String((n % perJudgment) + 1));
      texts.push(paragraphText(next));
    }
    await db.execute(sql`
      insert into library_case_paragraphs (case_id, position, number, text)
      select * from unnest(${sql.param(caseIds)}::uuid[], ${sql.param(positions)}::int[],
                           ${sql.param(numbers)}::text[], ${sql.param(texts)}::text[])`);
  }
  await refreshJudgmentWords(db, ids);
  await analyzeLibrary(db, paragraphs);
  return { judgments, paragraphs };
}

/** A Find Case Law judgment of about `bytes` bytes, in the shape of the fixtures. */
export function generatedJudgmentXml(bytes: number): string {
  const next = random(42);
  const head = `<?xml version="1.0" encoding="utf-8"?>
<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0" xmlns:uk="https://caselaw.nationalarchives.gov.uk/akn">
<judgment name="judgment"><meta><identification source="#tna"><FRBRWork>
<FRBRthis value="https://caselaw.nationalarchives.gov.uk/id/ewhc/ch/2023/4242"/>
<FRBRdate date="2023-11-02" name="judgment"/><FRBRname value="Benchmark Estates Ltd v Long Judgment Trustees"/>
</FRBRWork></identification><proprietary source="#"><uk:court>EWHC-Chancery</uk:court><uk:year>2023</uk:year>
<uk:cite>[2023] EWHC 4242 (Ch)</uk:cite></proprietary></meta>
<header><p><judge refersTo="#j">MR JUSTICE EXAMPLE</judge></p></header><judgmentBody><decision>`;
  const parts = [head];
  let size = head.length;
  for (let i = 1; size < bytes - 200; i++) {
    const p = `<paragraph eId="para_${i}"><num>${i}.</num><content><p>${paragraphText(next, 120, 240)}</p></content></paragraph>\n`;
    parts.push(p);
    size += p.length;
  }
  parts.push('</decision></judgmentBody></judgment></akomaNtoso>\n');
  return parts.join('');
}
