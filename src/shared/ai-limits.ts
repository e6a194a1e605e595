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

type Limits = Record<ToolGroup, number> | null;

/** null: no weekly limit. UNLIMITED has two readings; `capped` picks the 20 / 15 / 20 one. */
export function weeklyLimits(plan: Plan, unlimitedPlan: 'uncapped' | 'capped' = 'uncapped'): Limits {
  switch (plan) {
    case 'FREE':
      return { content: 1, practice: 1, chat: 1 };
    case 'BASIC':
      return { content: 3, practice: 1, chat: 1 };
    case 'PREMIUM':
      return { content: 5, practice: 3, chat: 5 };
    case 'UNLIMITED':
      return unlimitedPlan === 'capped' ? { content: 20, practice: 15, chat: 20 } : null;
    case 'ULTRA':
      return null;
  }
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
