import { describe, expect, it } from 'vitest';
import { TOOL_TYPES, weeklyLimit } from './ai-limits';

describe('weekly AI limits', () => {
  it("follow the plans' table of weekly limits", () => {
    expect([
      weeklyLimit('FREE', 'notes'),
      weeklyLimit('FREE', 'advocacy'),
      weeklyLimit('FREE', 'case-law-chat'),
    ]).toEqual([1, 1, 1]);
    expect([
      weeklyLimit('BASIC', 'flashcards'),
      weeklyLimit('BASIC', 'legal-writing'),
      weeklyLimit('BASIC', 'statute-chat'),
    ]).toEqual([3, 1, 1]);
    expect([
      weeklyLimit('PREMIUM', 'sbaq_practice'),
      weeklyLimit('PREMIUM', 'case-analysis'),
      weeklyLimit('PREMIUM', 'case-law-chat'),
    ]).toEqual([5, 3, 5]);
  });
  it('give UNLIMITED no limits unless the capped reading is chosen, and ULTRA none', () => {
    for (const tool of TOOL_TYPES) {
      expect(weeklyLimit('UNLIMITED', tool)).toBeNull();
      expect(weeklyLimit('ULTRA', tool, 'capped')).toBeNull();
    }
    expect([
      weeklyLimit('UNLIMITED', 'mindmaps', 'capped'),
      weeklyLimit('UNLIMITED', 'interviewing', 'capped'),
      weeklyLimit('UNLIMITED', 'statute-chat', 'capped'),
    ]).toEqual([20, 15, 20]);
  });
});
