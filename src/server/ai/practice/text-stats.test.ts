import { describe, expect, it } from 'vitest';
import { syllables, textStats } from './text-stats';

// The plain-English figures behind the writing feedback.

describe('text statistics', () => {
  it('counts sentences without being fooled by legal abbreviations', () => {
    const stats = textStats(
      'Under s. 2 of the Act the contract must be signed. Mr. Patel relied on Hadley v. Baxendale, e.g. for remoteness. The claim fails.',
    );
    expect(stats.sentences).toEqual([
      'Under s. 2 of the Act the contract must be signed.',
      'Mr. Patel relied on Hadley v. Baxendale, e.g. for remoteness.',
      'The claim fails.',
    ]);
    expect(stats.words).toBe(24);
    expect(stats.averageSentenceLength).toBeCloseTo(8, 5);
  });

  it('leaves headings out and measures the share of long sentences', () => {
    const long = `The seller ${'and the buyer '.repeat(12)}agree.`; // 2 + 36 + 1 = 39 words
    const stats = textStats(`# Advice\n\nThis is short. ${long} That is all.`);
    expect(stats.sentences).toHaveLength(3);
    expect(stats.longSentenceShare).toBeCloseTo(1 / 3, 5);
  });

  it('gives plain prose a higher reading ease than legalese', () => {
    const plain = textStats(
      'You pay the deposit when we exchange. If you pull out, you lose it. I will call you.',
    );
    const dense = textStats(
      'Notwithstanding the aforementioned considerations, the purchaser’s contractual obligations crystallise upon the exchange of contracts, whereupon the deposit becomes irrecoverable.',
    );
    expect(plain.fleschReadingEase).toBeGreaterThan(80);
    expect(dense.fleschReadingEase).toBeLessThan(20);
  });

  it('finds the passive voice by a be-verb and a past participle', () => {
    const stats = textStats(
      'The contract was signed by both parties. We sent the deposit. The keys are held by the agent. I will call you.',
    );
    expect(stats.passiveShare).toBe(0.5);
  });

  it('lists legalese and Latin with a plain alternative and a count', () => {
    const stats = textStats(
      'We will write forthwith. Prima facie the claim succeeds. Notwithstanding this, we will write forthwith again.',
    );
    expect(stats.legalese).toEqual([
      { term: 'forthwith', plain: '"immediately"', latin: false, count: 2 },
      { term: 'notwithstanding', plain: '"despite" or "even if"', latin: false, count: 1 },
      { term: 'prima facie', plain: '"at first sight" or "on the face of it"', latin: true, count: 1 },
    ]);
  });

  it('estimates syllables well enough for Flesch', () => {
    expect([syllables('the'), syllables('contract'), syllables('reasonable'), syllables('deposit')]).toEqual([
      1, 2, 4, 3,
    ]);
  });

  it('gives zeros, not NaN, for an empty text', () => {
    const stats = textStats('');
    expect([stats.words, stats.averageSentenceLength, stats.fleschReadingEase, stats.passiveShare]).toEqual([
      0, 0, 0, 0,
    ]);
  });
});
