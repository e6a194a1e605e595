// Plans are stored and sent upper-case (decisions.md, "Plans and limits").
export const PLANS = ['FREE', 'BASIC', 'PREMIUM', 'UNLIMITED', 'ULTRA'] as const;
export type Plan = (typeof PLANS)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function normalisePlan(value: unknown): Plan {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  return (PLANS as readonly string[]).includes(upper) ? (upper as Plan) : 'FREE';
}
