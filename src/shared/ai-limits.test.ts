import { describe, expect, it } from 'vitest';
import { TOOL_TYPES, WEEKLY_LIMITS, weeklyLimit } from './ai-limits';
import { PLAN_DETAILS, PLANS } from './plans';

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

describe('the plan lists and the limits table', () => {
  it('print the numbers the server enforces, PREMIUM with 3 practice papers a week per tool', () => {
    for (const plan of PLANS) {
      const limits = WEEKLY_LIMITS[plan];
      const benefits = PLAN_DETAILS[plan].benefits;
      if (!limits) {
        expect(benefits.some((b) => /per week/.test(b))).toBe(false);
        continue;
      }
      expect(benefits).toContain(
        `${limits.content} generation${limits.content === 1 ? '' : 's'} per week for each content-creation AI tool (notes, flashcards, mind maps)`,
      );
      expect(benefits.some((b) => b.startsWith(`${limits.practice} practice paper`))).toBe(true);
      expect(benefits.some((b) => b.startsWith(`${limits.chat} question`))).toBe(true);
      expect(weeklyLimit(plan, 'legal-writing')).toBe(limits.practice);
    }
    expect(PLAN_DETAILS.PREMIUM.benefits).toContain('3 practice papers per week for each SQE2 practice tool');
  });
});
