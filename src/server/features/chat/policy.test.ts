import { describe, expect, it } from 'vitest';
import type { ChatKind } from '../../../shared/contracts/chat';
import { MESSAGES } from '../../../shared/errors';
import { PLANS, type Plan } from '../../../shared/plans';
import { mayAsk } from './policy';

describe('the chat policy', () => {
  const assistant: [Plan, boolean][] = [
    ['FREE', false],
    ['BASIC', false],
    ['PREMIUM', true],
    ['UNLIMITED', true],
    ['ULTRA', true],
  ];
  it.each(assistant)('the assistant on %s: %s', (plan, allowed) => {
    expect(mayAsk('assistant', plan).allowed).toBe(allowed);
  });

  it('gives the plan message when it refuses', () => {
    expect(mayAsk('assistant', 'FREE')).toEqual({ allowed: false, reason: MESSAGES.chatAssistantPlan });
  });

  const open: ChatKind[] = ['case-law', 'statute'];
  it.each(open)('the %s chat on every plan', (kind) => {
    for (const plan of PLANS) expect(mayAsk(kind, plan).allowed, plan).toBe(true);
  });
});
