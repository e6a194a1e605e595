import { allowanceLines } from './ai-limits';

// Plans are stored and sent upper-case.
export const PLANS = ['FREE', 'BASIC', 'PREMIUM', 'UNLIMITED', 'ULTRA'] as const;
export type Plan = (typeof PLANS)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function normalisePlan(value: unknown): Plan {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  return (PLANS as readonly string[]).includes(upper) ? (upper as Plan) : 'FREE';
}

/** Plans sold through the payment pages; BASIC is granted by an admin. */
export const PURCHASABLE_PLANS = ['PREMIUM', 'UNLIMITED', 'ULTRA'] as const;
export type PurchasablePlan = (typeof PURCHASABLE_PLANS)[number];
export const isPurchasable = (plan: string): plan is PurchasablePlan =>
  (PURCHASABLE_PLANS as readonly string[]).includes(plan);

/** Default monthly prices in GBP; the server's configuration may change them. */
export const DEFAULT_PRICES: Record<PurchasablePlan, number> = {
  PREMIUM: 9.99,
  UNLIMITED: 19.99,
  ULTRA: 34.99,
};

export type PlanDetails = {
  name: string;
  /** Each plan has its own colour; all pass WCAG AA for white text. */
  colour: string;
  tagline: string;
  description: string;
  benefits: string[];
};

// The plans' benefit lists, in the words the plan pages, the success page and the API share; the weekly
// allowances come from the limits table the server enforces (WEEKLY_LIMITS in ./ai-limits).
export const PLAN_DETAILS: Record<Plan, PlanDetails> = {
  FREE: {
    name: 'Free',
    colour: '#546e7a',
    tagline: 'Everything you need to study',
    description:
      'Subjects, flashcards with spaced repetition, notes, mind maps, exams and the legal library.',
    benefits: [
      'All study features: subjects, flashcards, notes, mind maps and exams',
      'The legal library of cases and legislation',
      ...allowanceLines('FREE'),
    ],
  },
  BASIC: {
    name: 'Basic',
    colour: '#2e7d32',
    tagline: 'For university and course cohorts',
    description: 'Arranged through your institution, with more AI generations each week.',
    benefits: [...allowanceLines('BASIC'), 'Weekly limits reset every Monday'],
  },
  PREMIUM: {
    name: 'Premium',
    colour: '#1565c0',
    tagline: 'Serious SQE preparation',
    description: 'More AI practice every week, and the AI assistant beside every study screen.',
    benefits: [...allowanceLines('PREMIUM'), 'Weekly limits reset every Monday', 'AI assistant'],
  },
  UNLIMITED: {
    name: 'Unlimited',
    colour: '#6a1b9a',
    tagline: 'Practise without counting',
    description: 'Every AI tool as often as you like, with no weekly limits.',
    benefits: [
      'Unlimited access to all AI tools',
      'No weekly limits',
      'Early access to new features',
      'Unlimited SBAQ quizzes and practice papers',
      'AI assistant',
    ],
  },
  ULTRA: {
    name: 'Ultra',
    colour: '#b71c1c',
    tagline: 'The best Ratio has',
    description: 'Everything in Unlimited, with enhanced AI models and priority when it is busy.',
    benefits: [
      'Everything in UNLIMITED',
      'Enhanced AI models',
      'Priority access',
      'Superior quality',
      'Premium support with faster response',
    ],
  },
};

/** What the plan pages may promise about the AI engine (src/shared/contracts/ai-engine.ts). */
export type AiPromise = { enhancedModel: boolean };

// ULTRA's enhanced models and better quality are promised only when ULTRA really gets a model of its own
// (AI_MODEL_ULTRA set and different from AI_MODEL); otherwise it is sold on what it does give.
const ULTRA_WITHOUT_ENHANCED: Pick<PlanDetails, 'description' | 'benefits'> = {
  description: 'Everything in Unlimited, with priority when it is busy and premium support.',
  benefits: ['Everything in UNLIMITED', 'Priority access', 'Premium support with faster response'],
};

/** A plan's details as this server can honestly offer them. */
export function planDetailsFor(plan: Plan, ai: AiPromise): PlanDetails {
  const details = PLAN_DETAILS[plan];
  return plan === 'ULTRA' && !ai.enhancedModel ? { ...details, ...ULTRA_WITHOUT_ENHANCED } : details;
}

/** What a confirmed payment did, said plainly: a new subscription started, or an existing one changed plan. */
export function subscriptionConfirmedMessage(plan: Plan, isNew: boolean): string {
  return isNew
    ? `Your ${plan} subscription is now active.`
    : `Your subscription has been changed to ${plan}.`;
}
