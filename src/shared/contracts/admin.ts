import { z } from 'zod';
import { TOOL_TYPES } from '../ai-limits';
import { PLANS, ROLES } from '../plans';
import { toolUsage } from './ai';
import { subscriptionResponse } from './billing';
import { idParam, listQuery } from './common';
import { endpoints } from './endpoint';

// The admin area (docs/API.md, "admin"): users, one user's subscription, content and AI usage, plan
// changes with a reason, and the audit log of every change an admin makes.

export const ADMIN_MESSAGES = {
  userNotFound: 'User not found.',
  samePlan: (plan: string) => `This user is already on the ${plan} plan; nothing was changed.`,
  ownPlan: 'Admins cannot change their own plan. Ask another admin to do it.',
  notAdmin: 'Only admins can change plans.',
  planChanged: (username: string, plan: string) => `${username} is now on the ${plan} plan.`,
} as const;

export const ADMIN_USER_SORTS = ['username', 'email', 'plan', 'createdAt', 'lastActiveAt'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const adminUserListQuery = listQuery.extend({
  /** Part of a username or an email, matched case-insensitively. */
  q: z.string().trim().max(100, 'Search must be at most 100 characters.').optional(),
  sort: z
    .enum(ADMIN_USER_SORTS, { message: 'sort must be username, email, plan, createdAt or lastActiveAt.' })
    .default('createdAt'),
  order: z.enum(SORT_ORDERS, { message: 'order must be asc or desc.' }).default('desc'),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

/** A user as admins see them: never the password hash or anything else of the row. */
export const adminUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  plan: z.enum(PLANS),
  createdAt: z.string(),
  /** Null until the user's first request after signing in. */
  lastActiveAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserList = z.object({
  items: z.array(adminUser),
  nextCursor: z.string().nullable(),
  /** How many users match the search, for "1–50 of 312". */
  total: z.number(),
});
export type AdminUserList = z.infer<typeof adminUserList>;

/** The user and their paid subscription as billing sees it (null: never paid, e.g. FREE or BASIC). */
export const adminUserDetail = z.object({
  user: adminUser,
  subscription: subscriptionResponse.shape.subscription,
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const contentCounts = z.object({
  subjects: z.number(),
  topics: z.number(),
  flashcards: z.number(),
  notes: z.number(),
  mindmaps: z.number(),
  exams: z.number(),
});
export type ContentCounts = z.infer<typeof contentCounts>;
export const adminUserContent = z.object({ counts: contentCounts });

export const USAGE_HISTORY_WEEKS = 12;
const perTool = <T extends z.ZodType>(value: T) => z.record(z.enum(TOOL_TYPES), value);

export const adminUserUsage = z.object({
  plan: z.enum(PLANS),
  /** Monday 00:00 Europe/London of the week after this one, as UTC. */
  resetsAt: z.string(),
  /** This week: used and the limit on the user's plan (null: no limit). */
  thisWeek: perTool(toolUsage),
  /** The last 12 weeks, oldest first, this week last: uses per tool (0 when none). */
  weeks: z.array(z.object({ weekStart: z.string(), tools: perTool(z.number()) })),
});
export type AdminUserUsage = z.infer<typeof adminUserUsage>;

export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const planChangeBody = z.object({
  // Upper-cased first, as billing's contracts do: plans are stored and sent upper-case.
  plan: z.preprocess(
    (v) => (typeof v === 'string' ? v.toUpperCase() : v),
    z.enum(PLANS, { message: 'Choose one of FREE, BASIC, PREMIUM, UNLIMITED or ULTRA.' }),
  ),
  reason: z
    .string({ message: 'Give a reason for the change.' })
    .trim()
    .min(REASON_MIN, `The reason must be at least ${REASON_MIN} characters.`)
    .max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters.`),
});
export type ChangePlanInput = z.infer<typeof planChangeBody>;

export const AUDIT_ACTIONS = ['plan.change'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntry = z.object({
  id: z.string(),
  /** Null once the admin's account is deleted; the name stays as it was. */
  adminId: z.string().nullable(),
  adminUsername: z.string(),
  targetUserId: z.string().nullable(),
  targetUsername: z.string().nullable(),
  action: z.string(),
  /** For a plan change, the plans before and after; null for actions without them. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListQuery = listQuery.extend({
  userId: z.uuid({ message: 'Must be a valid id.' }).optional(),
});
export const auditList = z.object({ items: z.array(auditEntry), nextCursor: z.string().nullable() });
export type AuditList = z.infer<typeof auditList>;

export const changePlanResponse = z.object({ user: adminUser, entry: auditEntry });
export type ChangePlanResponse = z.infer<typeof changePlanResponse>;

// Admins only: the guard answers 401 to visitors and 403 to everyone else before validation runs.
const notFound = [404] as const;

export const adminEndpoints = endpoints('admin', {
  'GET /api/admin/users': {
    summary: 'Users, searched by username or email and sorted by any column',
    access: 'admin',
    query: adminUserListQuery,
    response: adminUserList,
    errors: notFound,
  },
  'GET /api/admin/users/:id': {
    summary: 'One user and their paid subscription',
    access: 'admin',
    params: idParam,
    response: adminUserDetail,
    errors: notFound,
  },
  'PUT /api/admin/users/:id/subscription': {
    summary: "Change a user's plan, with a reason written to the audit log",
    description:
      'Sets the plan Ratio grants (BASIC included). A paid subscription with the payment provider is not ' +
      'cancelled; the next billing event for it sets the plan again. 409 when the user is already on the plan.',
    access: 'admin',
    params: idParam,
    body: planChangeBody,
    response: changePlanResponse,
    errors: [404, 409],
  },
  'GET /api/admin/users/:id/content': {
    summary: 'How many subjects, topics, flashcards, notes, mind maps and exams a user has',
    access: 'admin',
    params: idParam,
    response: adminUserContent,
    errors: notFound,
  },
  'GET /api/admin/users/:id/usage': {
    summary: "A user's AI use per tool: this week against their limits, and the last 12 weeks",
    access: 'admin',
    params: idParam,
    response: adminUserUsage,
    errors: notFound,
  },
  'GET /api/admin/audit': {
    summary: 'Every change admins made, newest first; ?userId= for one user',
    access: 'admin',
    query: auditListQuery,
    response: auditList,
    errors: notFound,
  },
});
