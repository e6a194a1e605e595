import type { Plan } from './plans';

// The weekly AI limits, once for the whole app.

export const TOOL_TYPES = [
  'notes',
  'mindmaps',
  'flashcards',
  'sbaq_practice',
  'interviewing',
  'legal-writing',
  'legal-drafting',
  'advocacy',
  'case-analysis',
  'legal-research',
  'case-law-chat',
  'statute-chat',
] as const;
export type ToolType = (typeof TOOL_TYPES)[number];

export type ToolGroup = 'content' | 'practice' | 'chat';
export const TOOL_GROUP: Record<ToolType, ToolGroup> = {
  notes: 'content',
  mindmaps: 'content',
  flashcards: 'content',
  sbaq_practice: 'content',
  interviewing: 'practice',
  'legal-writing': 'practice',
  'legal-drafting': 'practice',
  advocacy: 'practice',
  'case-analysis': 'practice',
  'legal-research': 'practice',
  'case-law-chat': 'chat',
  'statute-chat': 'chat',
};

export type Limits = Record<ToolGroup, number> | null;

/**
 * The weekly limits of each plan, the one table that the server enforces and that every plan list, the
 * pricing page and the landing page print (through `allowanceLines`). null: no weekly limit.
 * PREMIUM gets 3 practice papers a week per tool: where the limits table and the old benefit text disagreed
 * (1), the paying user gets the more generous reading, as for UNLIMITED (docs/decisions/0068).
 */
export const WEEKLY_LIMITS: Record<Plan, Limits> = {
  FREE: { content: 1, practice: 1, chat: 1 },
  BASIC: { content: 3, practice: 1, chat: 1 },
  PREMIUM: { content: 5, practice: 3, chat: 5 },
  UNLIMITED: null,
  ULTRA: null,
};

/** UNLIMITED's other reading, switched on by AI_UNLIMITED_PLAN_CAPS=capped. */
export const UNLIMITED_CAPPED: Record<ToolGroup, number> = { content: 20, practice: 15, chat: 20 };

/** null: no weekly limit. UNLIMITED has two readings; `capped` picks the 20 / 15 / 20 one. */
export function weeklyLimits(plan: Plan, unlimitedPlan: 'uncapped' | 'capped' = 'uncapped'): Limits {
  if (plan === 'UNLIMITED' && unlimitedPlan === 'capped') return UNLIMITED_CAPPED;
  return WEEKLY_LIMITS[plan];
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A plan's weekly allowance in words, for the plan lists; empty for a plan without limits. */
export function allowanceLines(plan: Plan): string[] {
  const limits = WEEKLY_LIMITS[plan];
  if (!limits) return [];
  return [
    `${count(limits.content, 'generation', 'generations')} per week for each content-creation AI tool (notes, flashcards, mind maps)`,
    `${count(limits.content, 'SBAQ quiz', 'SBAQ quizzes')} per week`,
    `${count(limits.practice, 'practice paper', 'practice papers')} per week for each SQE2 practice tool`,
    `${count(limits.chat, 'question', 'questions')} per week in case-law chat and in statute chat`,
  ];
}

export function weeklyLimit(plan: Plan, tool: ToolType, unlimitedPlan: 'uncapped' | 'capped' = 'uncapped') {
  return weeklyLimits(plan, unlimitedPlan)?.[TOOL_GROUP[tool]] ?? null;
}

export const TOOL_LABELS: Record<ToolType, string> = {
  notes: 'Notes generator',
  mindmaps: 'Mind map generator',
  flashcards: 'Flashcard generator',
  sbaq_practice: 'SBAQ quizzes',
  interviewing: 'Interviewing practice',
  'legal-writing': 'Legal writing',
  'legal-drafting': 'Legal drafting',
  advocacy: 'Advocacy practice',
  'case-analysis': 'Case and matter analysis',
  'legal-research': 'Legal research',
  'case-law-chat': 'Case-law chat',
  'statute-chat': 'Statute chat',
};
