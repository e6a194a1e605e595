import { describe, expect, it } from 'vitest';
import {
  ADVOCACY_SCENARIO,
  ANALYSIS_SCENARIO,
  DRAFTING_SCENARIO,
  INTERVIEW_SCENARIO,
  LETTER_SCENARIO,
  STRONG_ANALYSIS,
  STRONG_DRAFT,
  STRONG_LETTER,
  WEAK_ANALYSIS,
  WEAK_DRAFT,
  WEAK_LETTER,
} from '../../../../tests/fixtures/practice/scenarios';
import type { TranscriptTurn } from '../../../shared/contracts/practice';
import { type PracticeScenario, practiceScenario } from '../../../shared/contracts/practice-data';
import type { MeasureOutcome } from '../engine';
import { factsDrawnOut, runMeasures } from './measures';

// Each automatic check on a good and a bad input: the score, and what the tutor's margin note says.

const at = '2025-01-01T10:00:00.000Z';
const turn = (
  role: TranscriptTurn['role'],
  text: string,
  interventionId: string | null = null,
): TranscriptTurn => ({
  role,
  text,
  at,
  interventionId,
});
const candidate = (...texts: string[]) => texts.map((t) => turn('candidate', t));

/** A scenario whose guide runs just the given measure, on top of a fixture. */
function only(
  base: PracticeScenario,
  measure: MeasureOutcome['measure'],
  changes: Partial<PracticeScenario> = {},
) {
  return practiceScenario.parse({
    ...base,
    ...changes,
    guide: {
      criteria: [
        {
          id: 'skill',
          name: 'Skill',
          kind: 'skills',
          description: 'The measure under test.',
          measures: [measure],
        },
        ...base.guide.criteria
          .flatMap((c) => c.points)
          .slice(0, 2)
          .map((point, i) => ({
            id: `law-${i}`,
            name: 'Law',
            kind: 'law',
            description: 'A point for the schema.',
            points: [point],
          })),
      ],
    },
  });
}
function measure(
  base: PracticeScenario,
  name: MeasureOutcome['measure'],
  answer: string,
  transcript: TranscriptTurn[] = [],
  changes: Partial<PracticeScenario> = {},
) {
  const outcomes = runMeasures(only(base, name, changes), answer, transcript);
  expect(outcomes).toHaveLength(1);
  return outcomes[0]!;
}
const row = (o: MeasureOutcome, label: string) => o.results.find((r) => r.label === label);

describe('runMeasures', () => {
  it('runs each measure the guide names once, in the order first named', () => {
    const outcomes = runMeasures(ANALYSIS_SCENARIO, STRONG_ANALYSIS, []);
    expect(outcomes.map((o) => o.measure)).toEqual(['headings', 'citations']);
    const twice = practiceScenario.parse({
      ...LETTER_SCENARIO,
      guide: {
        criteria: [
          ...LETTER_SCENARIO.guide.criteria,
          {
            id: 'again',
            name: 'Again',
            kind: 'skills',
            description: 'Names tone a second time.',
            measures: ['tone', 'letter-form'],
          },
        ],
      },
    });
    expect(runMeasures(twice, STRONG_LETTER, []).map((o) => o.measure)).toEqual([
      'letter-form',
      'plain-english',
      'tone',
    ]);
  });
});

describe('letter-form', () => {
  it('rewards a named greeting with "Yours sincerely", a reference, paragraphs and a next step', () => {
    const o = measure(LETTER_SCENARIO, 'letter-form', STRONG_LETTER);
    expect(o.score).toBe(1);
    expect(row(o, 'Greeting and sign-off')).toEqual({
      label: 'Greeting and sign-off',
      value: 'Dear Mrs Clarke … Yours sincerely',
      comment: 'Good: "Dear Mrs Clarke" is rightly closed with "Yours sincerely".',
    });
    expect(row(o, 'Next steps')?.value).toBe('Clear');
  });

  it('catches a mismatched sign-off and a letter without form', () => {
    const mismatch = measure(
      LETTER_SCENARIO,
      'letter-form',
      STRONG_LETTER.replace('Yours sincerely', 'Yours faithfully'),
    );
    expect(row(mismatch, 'Greeting and sign-off')?.comment).toBe(
      'Mismatch: "Dear Mrs Clarke" takes "Yours sincerely", not "Yours faithfully".',
    );
    expect(mismatch.score).toBe(0.79);
    const unnamed = measure(
      LETTER_SCENARIO,
      'letter-form',
      'Dear Sir or Madam,\n\nWe act for the buyer.\n\nYours faithfully',
    );
    expect(row(unnamed, 'Greeting and sign-off')?.comment).toBe(
      'Good: "Dear Sir or Madam" is rightly closed with "Yours faithfully".',
    );
    const weak = measure(LETTER_SCENARIO, 'letter-form', WEAK_LETTER);
    expect(weak.score).toBe(0.25);
    expect(weak.missing).toEqual([
      'Open the letter with a greeting ("Dear Mrs Clarke") and close with the matching sign-off.',
      'Give the letter a heading or reference line stating what it is about.',
      'Break the letter into short paragraphs, one topic each.',
    ]);
  });
});

describe('plain-english', () => {
  it('scores short, active, plain sentences fully', () => {
    const o = measure(LETTER_SCENARIO, 'plain-english', STRONG_LETTER);
    expect(o.score).toBe(1);
    expect(row(o, 'Legalese and Latin')?.value).toBe('None');
    expect(row(o, 'Average sentence length')?.comment).toBe(
      'Good: most sentences are short enough to read at one pass.',
    );
  });

  it('marks down long sentences and legalese, naming the plain word', () => {
    const dense =
      'Notwithstanding the aforementioned considerations, the purchaser is hereby notified that the contractual obligations of the parties crystallise upon the exchange of contracts, whereupon the deposit paid pursuant to the contract shall be forfeited in the event that the purchaser fails to complete on the completion date. The risk in the property is transferred to the purchaser upon exchange and it is accordingly recommended that buildings insurance is arranged prior to exchange by the purchaser or by his advisers.';
    const o = measure(LETTER_SCENARIO, 'plain-english', dense);
    expect(o.score).toBeLessThan(0.2);
    expect(row(o, 'Average sentence length')?.value).toBe('39 words');
    expect(o.missing).toContain('Replace "notwithstanding" with "despite" or "even if".');
    expect(o.missing).toContain('Replace "aforementioned" with "this" or "that".');
  });
});

describe('tone', () => {
  it('suits a lay client: legal terms explained, empathy, nothing chatty', () => {
    const o = measure(LETTER_SCENARIO, 'tone', STRONG_LETTER);
    expect(o.score).toBe(1);
    expect(o.strengths).toContain('The language suits Mrs Ada Clarke, who is not a lawyer.');
  });

  it('finds unexplained jargon, Latin and chatty phrases in a letter to a lay client', () => {
    const o = measure(LETTER_SCENARIO, 'tone', WEAK_LETTER);
    expect(o.score).toBe(0.11);
    expect(row(o, 'Jargon left unexplained')?.value).toBe(
      'completion, requisitions, aforementioned, forthwith and inter alia',
    );
    expect(row(o, 'Register')?.value).toBe('3 informal phrases');
    expect(o.missing).toContain('Explain "requisitions" in plain words the first time you use it.');
  });

  it('wants a letter to another solicitor firm and formal, not chatty or emotive', () => {
    const solicitor = { reader: { name: 'Pearson Legal LLP', kind: 'solicitor' as const } };
    const firm =
      'Dear Sirs,\n\nWe act for Mrs Clarke. We note your letter of 3 June. Our client requires the signed contract within 14 days, failing which she will withdraw. We look forward to receiving it.\n\nYours faithfully';
    const chatty =
      "Hi guys!! Hope you're well. Frankly your client's position is ridiculous and we can't see why it's taken so long. Cheers.";
    expect(measure(LETTER_SCENARIO, 'tone', firm, [], solicitor).score).toBe(1);
    const bad = measure(LETTER_SCENARIO, 'tone', chatty, [], solicitor);
    expect(bad.score).toBe(0);
    expect(row(bad, 'Measured language')?.value).toBe('2 emotive words');
  });
});

describe('defined-terms', () => {
  it('accepts terms defined once and used as defined, with the documents’ own definitions', () => {
    const o = measure(DRAFTING_SCENARIO, 'defined-terms', STRONG_DRAFT);
    expect(o.score).toBe(1);
    expect(row(o, 'Defined terms')).toEqual({
      label: 'Defined terms',
      value: '3 defined',
      comment: 'Defined: "Confidential Information", "Purpose" and "Termination Date".',
    });
  });

  it('catches a term used without its capital, one capitalised but undefined, and one never used', () => {
    const draft =
      '1.1 "Confidential Information" means the recipes. "Territory" means England.\n\n1.2 The Consultant shall keep the Confidential Information secret.\n\n1.3 The Consultant shall not copy any confidential information or share the Customer Lists.';
    const o = measure(DRAFTING_SCENARIO, 'defined-terms', draft);
    expect(o.score).toBe(0.6);
    expect(o.missing).toEqual([
      'Use defined terms exactly as defined, capital included: "Confidential Information" (1 use without the capital).',
      'Define "Customer Lists", or write it in lower case.',
      'Use "Territory" after defining it, or drop the definition.',
    ]);
  });

  it('asks for definitions when neither the draft nor the documents define anything', () => {
    const o = measure(DRAFTING_SCENARIO, 'defined-terms', 'The consultant must keep secrets.', [], {
      materials: [],
    });
    expect(o.score).toBe(0.3);
    expect(o.missing).toEqual([
      'Define the key terms once, for example (the "Buyer"), and use them consistently.',
    ]);
  });
});

describe('ambiguity', () => {
  it('finds nothing vague in precise drafting', () => {
    const o = measure(DRAFTING_SCENARIO, 'ambiguity', STRONG_DRAFT);
    expect(o.score).toBe(1);
    expect(o.results[0]?.value).toBe('None found');
  });

  it('finds and/or, etc., unmeasured "reasonable", "shall endeavour" and "from time to time"', () => {
    const o = measure(DRAFTING_SCENARIO, 'ambiguity', WEAK_DRAFT);
    expect(o.results[0]?.comment).toBe(
      'Found: "and/or", "etc.", "as soon as possible" without a time, "shall endeavour" and "from time to time".',
    );
    expect(o.score).toBe(0);
    const reasonable = measure(
      DRAFTING_SCENARIO,
      'ambiguity',
      '1.1 The Consultant shall give reasonable notice.',
    );
    expect(reasonable.missing).toEqual(['Say what "reasonable" requires: a time, an amount or a standard.']);
    const measured = measure(
      DRAFTING_SCENARIO,
      'ambiguity',
      '1.1 The Consultant shall give reasonable notice of at least 10 Business Days.',
    );
    expect(measured.missing).toEqual([]);
  });
});

describe('clause-structure', () => {
  it('rewards numbered clauses, sub-clauses and headings', () => {
    const o = measure(DRAFTING_SCENARIO, 'clause-structure', STRONG_DRAFT);
    expect(o.score).toBe(1);
    expect(o.results.map((r) => r.value).slice(0, 3)).toEqual(['4', '14', '4']);
  });

  it('marks down one unnumbered block of obligations', () => {
    const o = measure(DRAFTING_SCENARIO, 'clause-structure', WEAK_DRAFT);
    expect(o.score).toBe(0.25);
    const crowded = measure(
      DRAFTING_SCENARIO,
      'clause-structure',
      'The Consultant shall keep the information secret and shall return it and shall not copy it.',
    );
    expect(row(crowded, 'Sentence length in clauses')?.comment).toBe(
      '1 sentence packs in three or more obligations: one obligation to a sentence.',
    );
  });
});

describe('headings', () => {
  it('counts Markdown, numbered and capitals headings', () => {
    expect(measure(ANALYSIS_SCENARIO, 'headings', STRONG_ANALYSIS).results[0]?.value).toBe('8');
    const mixed = measure(
      ANALYSIS_SCENARIO,
      'headings',
      'ISSUES\n\nText.\n\n2. The exclusion clause\n\nText.\n\n**Advice**\n\nText.',
    );
    expect(mixed.score).toBe(1);
  });

  it('gives nothing to an unbroken block of text', () => {
    const o = measure(ANALYSIS_SCENARIO, 'headings', WEAK_ANALYSIS);
    expect(o.score).toBe(0);
    expect(o.missing).toEqual([
      'Organise the analysis under headings, one for each issue and for your advice.',
    ]);
  });
});

describe('citations', () => {
  it('finds each of the guide’s authorities however the answer cites it', () => {
    const o = measure(ANALYSIS_SCENARIO, 'citations', STRONG_ANALYSIS);
    expect(row(o, 'Key authorities cited')?.value).toBe('4 of 4');
    expect(row(o, 'Cases cited')?.value).toBe('2 (2 with a citation)');
    expect(o.score).toBe(1);
  });

  it('names the authorities missed and asks for citations of bare case names', () => {
    const answer =
      'Under Hadley v Baxendale the stock is recoverable. The clause is subject to s 11 of UCTA 1977.';
    const o = measure(ANALYSIS_SCENARIO, 'citations', answer);
    expect(row(o, 'Key authorities cited')?.value).toBe('2 of 4');
    expect(o.missing).toEqual([
      'Cite the authority: Sale of Goods Act 1979, s 14.',
      'Cite the authority: Victoria Laundry (Windsor) Ltd v Newman Industries Ltd [1949] 2 KB 528.',
      'Give each case its citation the first time you cite it.',
    ]);
    expect(o.score).toBe(0.35);
    expect(measure(ANALYSIS_SCENARIO, 'citations', WEAK_ANALYSIS).score).toBe(0);
  });
});

describe('questioning', () => {
  it('rewards an open start narrowing to closed questions, with a summary and empathy', () => {
    const o = measure(
      INTERVIEW_SCENARIO,
      'questioning',
      '',
      candidate(
        'I am sorry to hear about your father. Can you tell me what happened?',
        'How did the will come to be made?',
        'When did he marry Linda?',
        'Did he own the house alone?',
        'So, if I understand you, the will dates from 2005 and the marriage from 2015. Is that right?',
      ),
    );
    expect(o.score).toBe(0.94);
    expect(row(o, 'Open and closed questions')?.value).toBe('2 open, 2 closed, 1 probing');
    expect(row(o, 'From open to closed (T-funnel)')?.value).toBe('Yes');
    // One summary is good; a second, before advising, would be better.
    expect(row(o, 'Summarising and checking back')?.value).toBe('1 time');
  });

  it('marks down closed and leading questions with no checking back', () => {
    const o = measure(
      INTERVIEW_SCENARIO,
      'questioning',
      '',
      candidate('Did he leave a will?', 'Is the house worth a lot?', 'He left it all to you, didn’t he?'),
    );
    expect(o.score).toBe(0.03);
    expect(row(o, 'Leading or stacked questions')?.value).toBe('1 leading, 0 stacked');
    expect(o.missing).toContain('Begin with an open question ("Tell me what happened").');
    expect(measure(INTERVIEW_SCENARIO, 'questioning', '', []).results[0]?.comment).toBe(
      'No questions were asked.',
    );
  });
});

describe('facts-elicited', () => {
  it('counts a fact drawn out by its cues, and an open fact by any open question', () => {
    const turns = candidate('Tell me what happened.', 'Did he make a will?', 'Was he married again?');
    expect([...factsDrawnOut(INTERVIEW_SCENARIO, turns)].sort()).toEqual([
      'care',
      'death',
      'married',
      'will',
    ]);
    const o = measure(INTERVIEW_SCENARIO, 'facts-elicited', '', turns);
    expect(o.results.map((r) => r.value)).toEqual(['4 of 8', '2 of 4']);
    expect(o.score).toBe(0.5);
    expect(o.missing).toEqual([
      'You did not draw out a key fact: "Linda is still living in the house and says it is hers now."',
      'You did not draw out a key fact: "The house is in Dad’s sole name. I think it is worth about £350,000."',
    ]);
  });

  it('draws out no open fact without an open question', () => {
    expect([...factsDrawnOut(INTERVIEW_SCENARIO, ['Did he make a will?'])]).toEqual(['will']);
  });
});

describe('advocacy-structure', () => {
  it('rewards an introduction, the order sought, signposts, a conclusion and "Sir"', () => {
    const o = measure(
      ADVOCACY_SCENARIO,
      'advocacy-structure',
      '',
      candidate(
        'May it please you, Sir. I appear for Mr Hale and I apply for bail.',
        'My first submission is that he has strong ties. Secondly, the evidence is weak.',
        'For these reasons I invite you to grant bail. Unless I can assist further, those are my submissions.',
      ),
    );
    expect(o.score).toBe(1);
    expect(row(o, 'Form of address')?.comment).toBe('Good: you addressed the judge correctly as "Sir".');
  });

  it('catches the wrong form of address and a submission without shape', () => {
    const o = measure(
      ADVOCACY_SCENARIO,
      'advocacy-structure',
      '',
      candidate('Good morning, Your Honour. My client wants bail.'),
    );
    expect(row(o, 'Form of address')?.comment).toBe(
      'District Judge Okafor is addressed as "Sir", not "Your Honour".',
    );
    expect(o.score).toBe(0);
  });
});

describe('answers-judge', () => {
  it('counts an intervention answered when the next candidate turn meets its cues', () => {
    const transcript = [
      turn('candidate', 'He has ties to the area and will surrender.'),
      turn('judge', 'Why should I believe he will attend?', 'previous'),
      turn('candidate', 'He was in hospital in 2021 and has answered bail three times since.'),
      turn('judge', 'What conditions?', 'conditions'),
      turn('candidate', 'He is a good lad.'),
      turn('judge', 'How much can his mother offer?', 'surety'),
    ];
    const o = measure(ADVOCACY_SCENARIO, 'answers-judge', '', transcript);
    expect(o.results[0]?.value).toBe('1 of 3');
    expect(o.score).toBe(0.33);
    expect(o.missing).toEqual([
      'You did not answer the judge’s question: "What conditions are you proposing, and why would they be enough?"',
      'You did not answer the judge’s question: "How much can his mother stand surety for, and does she understand what that means?"',
    ]);
  });

  it('is not applicable when the judge never intervened, and zero when nothing was said', () => {
    const unasked = measure(ADVOCACY_SCENARIO, 'answers-judge', '', candidate('I apply for bail.'));
    expect(unasked.applicable).toBe(false);
    expect(unasked.results[0]?.value).toBe('None asked');
    const silent = measure(ADVOCACY_SCENARIO, 'answers-judge', '', []);
    expect([silent.score, silent.applicable]).toEqual([0, undefined]);
  });
});
