// How an interviewer's turn reads: an open question invites the client's own account, a probing one asks
// for a particular (when, where, who, how much), a closed one for yes or no. The simulated client and the
// questioning measure both rely on it, so the client answers an open question the way the marker counts it.

export type QuestionKind = 'open' | 'probing' | 'closed' | 'statement';

// Polite lead-ins that do not change what is asked: "So, can you tell me ..." is open.
const LEAD_IN =
  /^(?:(?:and|but|so|ok|okay|right|now|well|thank you|thanks|great|i see|alright|then)[,.!]?\s+)*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|please\s+|i'd like you to\s+|i would like you to\s+)?/;
const OPEN =
  /^(?:tell me|describe|explain|talk me through|walk me through|take me through|go through|what|how(?!\s+(?:much|many|long|old|often)\b)|why|in what way)\b/;
const PROBING = /^(?:when|where|who|whom|whose|which|how\s+(?:much|many|long|old|often))\b/;
const CLOSED =
  /^(?:do|does|did|is|are|was|were|have|has|had|can|could|would|will|shall|should|may|might|must|am|isn't|aren't|wasn't|weren't|didn't|don't|doesn't|haven't|hasn't)\b/;

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/^[\s"'(-]+/, '');

/** The kind of one sentence or clause of a turn. */
export function kindOfSentence(sentence: string): QuestionKind {
  const full = normalise(sentence);
  const s = full.replace(LEAD_IN, '');
  if (OPEN.test(s)) return 'open';
  if (PROBING.test(s)) return 'probing';
  // "Can you tell me" has become "tell me"; a bare "Can you" left is a closed question.
  if (CLOSED.test(s) || CLOSED.test(full)) return full.includes('?') || s !== full ? 'closed' : 'statement';
  return full.trimEnd().endsWith('?') ? 'closed' : 'statement';
}

/** The sentences of a turn that ask something, or every sentence if none ends with "?" (dictation). */
export function questionsIn(turn: string): string[] {
  const parts = turn.split(/(?<=[.?!])\s+/).filter((p) => p.trim());
  const asked = parts.filter((p) => p.trim().endsWith('?'));
  return asked.length ? asked : parts;
}

/** A turn's kind: its most open question, since "What happened next? Did he sign?" invites an account. */
export function kindOfTurn(turn: string): QuestionKind {
  const kinds = questionsIn(turn).map(kindOfSentence);
  for (const k of ['open', 'probing', 'closed'] as const) if (kinds.includes(k)) return k;
  return 'statement';
}

export const isOpenQuestion = (turn: string) => kindOfTurn(turn) === 'open';

export const LEADING =
  /\b(?:didn't|wasn't|isn't|weren't|don't|aren't|wouldn't|hasn't|haven't|doesn't|couldn't)\s+(?:you|it|he|she|they|there|that)\s*\?|\bsurely\b|\bi take it\b|\bi assume\b|\bi suppose you\b/i;
export const SUMMARISING =
  /(?:^|[.?!]\s+)(?:so,?\s+(?:you|your|if|the|he|she|they|it|that)\b|if i (?:understand|have understood|'ve understood)|let me (?:check|make sure|just check|summarise|recap)|to summarise|just to (?:recap|summarise|check|confirm)|to recap|can i (?:just )?check|am i right (?:that|in thinking)|you (?:said|mentioned|told me) (?:that|earlier)|in summary)/i;
export const EMPATHY =
  /\b(?:i'm (?:so |very |really )?sorry|i am (?:so |very |really )?sorry|that must (?:have been|be)|i (?:can )?understand (?:that|how|this|why|your)|i appreciate|i can see (?:that|how|why)|sounds (?:very |really )?(?:difficult|stressful|upsetting|hard|worrying)|take your time|understandabl[ey]|must be (?:hard|difficult|upsetting|worrying)|no rush)\b/i;
