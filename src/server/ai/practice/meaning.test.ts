import { describe, expect, it } from 'vitest';
import { loadBank } from '../../features/practice/bank';
import { localMarkPractice } from '../engines/local/practice';
import { composeFeedback } from './compose';
import { canonical, findCues, isReported, readAnswer, stem } from './meaning';
import { runMeasures } from './measures';

// Matching by meaning, sentence by sentence: inflections, synonyms, word order and denials.

describe('reading an answer', () => {
  it('matches inflections, synonyms and reordering, and sees a denial', () => {
    expect(['distributes', 'distributed', 'distributing'].map(stem)).toEqual(Array(3).fill('distribut'));
    const r = readAnswer(
      "Claire's claim is not limited to maintenance. The estate's size matters. You could be made to pay it out of your own pocket. See s. 4 of the Act.",
    );
    expect(findCues([['maintenance']], r)).toMatchObject([{ negated: true, index: 0 }]);
    expect(findCues([['size of the estate']], r)).toMatchObject([{ negated: false, index: 1 }]);
    expect(findCues([['personally liable']], r)).toMatchObject([
      { quote: 'You could be made to pay it out of your own pocket.' },
    ]);
    expect(findCues([['section 4']], r)).toHaveLength(1);
    // A denial reaches only its own clause; a condition after "unless" is not denied.
    const c = readAnswer('Do not distribute anything unless six months from the grant have passed.');
    expect(findCues([['six months']], c)).toMatchObject([{ negated: false }]);
    // A question states nothing, so it is neither credited nor read as wrong law.
    expect(
      findCues([['1968 act saves']], readAnswer('Could the 1968 Act save the gift? It does not.')),
    ).toEqual([]);
    // A defined term in quotation marks is still the term, and the quote keeps the answer's own marks.
    const d = readAnswer('Pinecrest Limited (the "Company") shall indemnify the Buyer.');
    expect(findCues([['the company']], d)).toMatchObject([
      { quote: 'Pinecrest Limited (the "Company") shall indemnify the Buyer.' },
    ]);
  });
});

describe('reported speech', () => {
  it("tells another person's words from the candidate's own and the law's", () => {
    expect(isReported('The client said the will was signed in 2019.')).toBe(true);
    expect(isReported('Mark told me that the 2010 will still stands.')).toBe(true);
    expect(isReported('Linda has a solicitor and says she is next of kin.')).toBe(true);
    expect(isReported('According to Karen, her aunt wants the house to go to her.')).toBe(true);
    expect(isReported('I told Mark that the marriage revoked the will.')).toBe(false);
    expect(isReported('In Ilott v The Blue Cross the Supreme Court said the claim is for maintenance.')).toBe(
      false,
    );
    expect(isReported('The lease says the tenant needs consent.')).toBe(false);
    expect(isReported('The lender must be told about the loan.')).toBe(false);
  });

  it("neither credits the law nor states wrong law in the client's mouth", () => {
    const scenario = loadBank('data/practice').byId.get('interviewing-02')!;
    const law = (answer: string) => {
      const judgement = localMarkPractice({
        scenario,
        answer,
        transcript: [],
        measures: runMeasures(scenario, answer, []),
      });
      return {
        credited: judgement.criteria.find((c) => c.id === 'law')!.evidence.map((e) => e.quote),
        wrong: judgement.wrongLaw.map((w) => w.quote),
      };
    };
    expect(law("Mark said his father's marriage had revoked the will.").credited).toEqual([]);
    expect(law("I explained that his father's marriage revoked the will.").credited).toEqual([
      "I explained that his father's marriage revoked the will.",
    ]);
    expect(law('Mark believes the 2010 will still stands.').wrong).toEqual([]);
    expect(law('The 2010 will still stands.').wrong).toEqual(['The 2010 will still stands.']);
  });
});

describe('periods of time', () => {
  it('reads "a year" as twelve months only where it is a period', () => {
    const period = (text: string) => findCues([['twelve months']], readAnswer(text)).length;
    expect(period('The claim must be brought within a year of the death.')).toBe(1);
    expect(period('She was his partner for more than a year.')).toBe(1);
    expect(period('A year after the grant, the claim is out of time.')).toBe(1);
    expect(period('He earns £120,000 a year.')).toBe(0);
    expect(period('The trustees meet once a year.')).toBe(0);
    expect(canonical('£500 a year')).not.toContain('twelve month');
  });
});

describe('wrong law', () => {
  it('is quoted with the correct rule, costs the law marks and fails the answer', () => {
    const scenario = loadBank('data/practice').byId.get('legal-writing-02')!;
    const answer = [
      'Dear Alan',
      'The will is valid: it was signed and witnessed in our office and your father had capacity.',
      'Claire may claim under the Inheritance (Provision for Family and Dependants) Act 1975 as his child.',
      'She has twelve months from the date of death to bring that claim.',
      'Because she is his daughter, her claim is not limited to maintenance and the court can award her a fair share.',
      'You can pay Neil his £45,000 legacy now, as he has asked.',
      'Yours sincerely',
    ].join('\n\n');
    const measures = runMeasures(scenario, answer, []);
    const judgement = localMarkPractice({ scenario, answer, transcript: [], measures });
    const fb = composeFeedback(scenario, judgement, measures, 'local');
    expect(fb).toMatchObject({ marker: 'checklist', passed: false });
    expect(fb.percent).toBeLessThan(50);
    const law = fb.criteria.filter((c) => c.kind === 'law');
    for (const c of law) expect(c.mark).toBeLessThanOrEqual(2);
    expect(fb.wrongLaw!.map((w) => w.quote)).toEqual(
      expect.arrayContaining([
        'She has twelve months from the date of death to bring that claim.',
        'You can pay Neil his £45,000 legacy now, as he has asked.',
      ]),
    );
    const reasons = law.flatMap((c) => c.reasons).join('\n');
    expect(reasons).toMatch(/Wrong law: you wrote "She has twelve months.*Authority: Inheritance/);
    // Nothing is credited from the wrong sentences, and every credit quotes the answer.
    for (const line of reasons.split('\n').filter((l) => l.includes('Credited'))) {
      const quote = /You wrote: "([^"]+)"/.exec(line)![1]!;
      expect(answer).toContain(quote);
      expect(quote).not.toMatch(/twelve months|not limited|pay Neil/);
    }
  });

  it('is not read into a sentence that rejects it', () => {
    const scenario = loadBank('data/practice').byId.get('interviewing-02')!;
    const mark = (answer: string) =>
      localMarkPractice({ scenario, answer, transcript: [], measures: runMeasures(scenario, answer, []) });
    // The misconception is worded in the negative ("not limited to maintenance"); its cue "fair share" is
    // still only stated where it is asserted.
    const rejected = mark(
      'Mark is not entitled to a fair share of the estate: his claim is limited to maintenance.',
    );
    expect(rejected.wrongLaw).toEqual([]);
    const stated = mark('Mark can ask the court for a fair share of the estate.');
    expect(stated.wrongLaw.map((w) => w.quote)).toEqual([
      'Mark can ask the court for a fair share of the estate.',
    ]);
  });
});
