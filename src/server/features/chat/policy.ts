import { ASSISTANT_PLANS, type ChatKind } from '../../../shared/contracts/chat';
import { MESSAGES } from '../../../shared/errors';
import type { Plan } from '../../../shared/plans';

// Which plans may use which chat. Whose conversations a user sees is not decided here: the repo always
// filters by the owner's id, so another user's conversation answers 404.

export type Decision = { allowed: true } | { allowed: false; reason: string };

const allow: Decision = { allowed: true };
const deny = (reason: string): Decision => ({ allowed: false, reason });

/** The case-law and statute chats are open to every plan; the assistant is a benefit of PREMIUM and above. */
export function mayAsk(kind: ChatKind, plan: Plan): Decision {
  if (kind === 'assistant' && !(ASSISTANT_PLANS as readonly Plan[]).includes(plan))
    return deny(MESSAGES.chatAssistantPlan);
  return allow;
}
