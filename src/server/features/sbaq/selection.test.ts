import { describe, expect, it } from 'vitest';
import { FLK_MAIN_TOPICS, type FlkSubjectId } from '../../../shared/flk';
import {
  type Candidate,
  inScope,
  type SelectionFacts,
  selectQuestions,
  shuffled,
  topicKey,
} from './selection';

// The selection rule on its own (docs/decisions/0016): fewest times served, then weakest subject, then
// weakest topic, then chance.

const q = (id: string, subject: string, topic: string): Candidate => ({ id, subject, topic });
const bank = [
  q('contract-001', 'contract', 'Formation'),
  q('contract-002', 'contract', 'Formation'),
  q('contract-003', 'contract', 'Remedies'),
  q('tort-001', 'tort', 'Negligence: duty of care'),
  q('tort-002', 'tort', "Occupiers' liability"),
  q('trusts-001', 'trusts', 'Tracing'),
];
const noFacts = (): SelectionFacts => ({ timesServed: new Map(), bySubject: new Map(), byTopic: new Map() });
const topicsOf = (s: string) => FLK_MAIN_TOPICS[s as FlkSubjectId] ?? [];
const ids = (cs: Candidate[]) => cs.map((c) => c.id);
/** A fixed sequence of "random" numbers, so tie-breaks are repeatable. */
const seq = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('the scope of a quiz', () => {
  it('holds only the chosen subjects', () => {
    expect(ids(inScope(bank, ['tort'], undefined, topicsOf))).toEqual(['tort-001', 'tort-002']);
  });

  it('narrows a subject to its chosen topics, and leaves a subject with none of them chosen whole', () => {
    const scope = inScope(bank, ['contract', 'tort'], ['Remedies'], topicsOf);
    expect(ids(scope)).toEqual(['contract-003', 'tort-001', 'tort-002']);
  });
});

describe('choosing the questions', () => {
  it('puts questions never served before those served, whatever the subject', () => {
    const facts = noFacts();
    facts.timesServed = new Map([
      ['contract-001', 1],
      ['contract-002', 1],
      ['tort-001', 2],
    ]);
    const picked = selectQuestions(bank, 3, facts, seq(0.5));
    expect(ids(picked).sort()).toEqual(['contract-003', 'tort-002', 'trusts-001']);
  });

  it('starts a new round once every question in scope has been served', () => {
    const facts = noFacts();
    facts.timesServed = new Map(bank.map((c) => [c.id, 1]));
    facts.timesServed.set('trusts-001', 2);
    const picked = selectQuestions(bank, 5, facts, seq(0.5));
    expect(ids(picked)).not.toContain('trusts-001');
    expect(picked).toHaveLength(5);
  });

  it('takes the subject with the lowest share correct first, and unanswered subjects before any', () => {
    const facts = noFacts();
    facts.bySubject = new Map([
      ['contract', { answered: 10, correct: 9 }],
      ['tort', { answered: 10, correct: 4 }],
    ]);
    // trusts has no answers: weakest of all, then tort (40%), then contract (90%).
    const picked = selectQuestions(bank, 4, facts, seq(0.1, 0.9));
    expect(picked.map((c) => c.subject)).toEqual(['trusts', 'tort', 'tort', 'contract']);
  });

  it('within a subject, takes the weakest topic first', () => {
    const facts = noFacts();
    facts.bySubject = new Map([['contract', { answered: 4, correct: 2 }]]);
    facts.byTopic = new Map([
      [topicKey('contract', 'Formation'), { answered: 2, correct: 2 }],
      [topicKey('contract', 'Remedies'), { answered: 2, correct: 0 }],
    ]);
    const contract = bank.filter((c) => c.subject === 'contract');
    expect(ids(selectQuestions(contract, 1, facts, seq(0.3)))).toEqual(['contract-003']);
  });

  it('is deterministic for the same facts except for ties, which chance breaks', () => {
    const facts = noFacts();
    expect(ids(selectQuestions(bank, 6, facts, seq(0.6, 0.5, 0.4, 0.3, 0.2, 0.1)))).toEqual([
      'trusts-001',
      'tort-002',
      'tort-001',
      'contract-003',
      'contract-002',
      'contract-001',
    ]);
    expect(ids(selectQuestions(bank, 6, facts, seq(0.1, 0.2, 0.3, 0.4, 0.5, 0.6)))).toEqual(ids(bank));
  });

  it('shuffles the order of questions without losing or repeating one', () => {
    const out = shuffled(ids(bank), seq(0.99, 0, 0.5));
    expect([...out].sort()).toEqual([...ids(bank)].sort());
    expect(out).not.toEqual(ids(bank));
  });
});
