import { describe, expect, it } from 'vitest';
import { loadBank } from '../../features/practice/bank';
import { localMarkPractice } from '../engines/local/practice';
import { composeFeedback } from './compose';
import { findCues, readAnswer, stem } from './meaning';
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
