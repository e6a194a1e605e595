import type { ToolType } from '../../../shared/ai-limits';
import type { AiProducer } from '../../../shared/contracts/ai-engine';
import { aiProducer } from '../../../shared/contracts/ai-engine';
import {
  type AskBody,
  type ChatCitation,
  type ChatKind,
  type ChatStreamEvent,
  type ConversationSummary,
  chatCitation,
} from '../../../shared/contracts/chat';
import { MESSAGES } from '../../../shared/errors';
import type { Plan } from '../../../shared/plans';
import { flatName, isNamed } from '../../ai/case-names';
import { type AiEngine, type ChatTurn, tierOf } from '../../ai/engine';
import { producedBy } from '../../ai/engine-info';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/connect';
import { decodeCursor, keysetPage } from '../../platform/cursor';
import { AppError, notFound } from '../../platform/errors';
import { type LibraryCache, libraryCaseNames } from '../library';
import { createCitationFilter } from './citation-filter';
import { createNameFilter } from './name-filter';
import { mayAsk } from './policy';
import * as repo from './repo';
import { allowedBy, type Retrieval, retrieve, type Source } from './retrieval';

// The chats' rules: who may ask, what the answer is made from, what is kept. HTTP and the stream's wire
// format are the route's; this module speaks in events.

export type Asker = { id: string; plan: Plan };
export type ChatDeps = { db: Db; ai: Config['ai']; engine: AiEngine };

/**
 * What a chat says when the library does not reach the question: plainly so, citing nothing, with the
 * nearest subjects it does cover. Said by the service itself, whatever the engine, so no model is asked to
 * answer a question without sources.
 */
export function abstention(retrieval: Pick<Retrieval, 'nearest' | 'foreign'>): string {
  const where = retrieval.foreign ? ' It holds the law of England and Wales only.' : '';
  const nearest = retrieval.nearest.length
    ? ` The nearest subjects it does cover: ${retrieval.nearest.join(', ')}.`
    : ' It covers the SQE1 subjects, such as contract, tort, land law, trusts, wills and criminal law.';
  return `Ratio’s library does not cover this question, so I have nothing to cite and will not guess.${where}${nearest} Try naming the legal issue, a case, or an Act and section.`;
}

/** The weekly limit each chat counts against; the assistant is not one of the counted tools. */
export const CHAT_TOOL: Record<ChatKind, ToolType | null> = {
  'case-law': 'case-law-chat',
  statute: 'statute-chat',
  assistant: null,
};

const HISTORY_MESSAGES = 6;
const TITLE_CHARS = 80;

/** Refuses a chat the asker's plan does not include (the rule is the policy's). */
export function assertMayAsk(kind: ChatKind, plan: Plan) {
  const decision = mayAsk(kind, plan);
  if (!decision.allowed) throw new AppError('forbidden', decision.reason);
}

/** A conversation is named after its first question, cut at a word. */
export function titleFrom(question: string): string {
  const flat = question.replace(/\s+/g, ' ').trim();
  if (flat.length <= TITLE_CHARS) return flat;
  const cut = flat.slice(0, TITLE_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), TITLE_CHARS / 2))}…`;
}

const iso = (d: Date) => d.toISOString();
const presentConversation = (c: repo.ConversationRow): ConversationSummary => ({
  id: c.id,
  kind: c.kind as ChatKind,
  title: c.title,
  createdAt: iso(c.createdAt),
  updatedAt: iso(c.updatedAt),
});

/** Everything checked before the stream starts, so a refusal is an ordinary JSON error. */
export type Prepared = {
  kind: ChatKind;
  question: string;
  conversation: repo.ConversationRow | null;
  history: ChatTurn[];
  sources: Source[];
  retrieval: Retrieval;
  /** Whether a case name (its short form) is in the passages given or the library. */
  knowsCase: (core: string) => boolean;
};

export async function prepareQuestion(
  db: Db,
  library: LibraryCache,
  asker: Asker,
  kind: ChatKind,
  body: AskBody,
): Promise<Prepared> {
  assertMayAsk(kind, asker.plan);
  const conversation = body.conversationId
    ? await repo.findConversation(db, asker.id, kind, body.conversationId)
    : null;
  if (body.conversationId && !conversation) throw notFound(MESSAGES.chatConversationNotFound);
  const history = (
    conversation ? await repo.lastMessages(db, conversation.id, HISTORY_MESSAGES) : []
  ) as ChatTurn[];
  const previous = history.findLast((t) => t.role === 'user')?.content;
  const retrieval = await retrieve(db, library, kind, asker.id, body.message, previous);
  const libraryNames = await libraryCaseNames(db, library);
  const given = flatName(retrieval.sources.map((s) => `${s.passage.title}\n${s.passage.text}`).join('\n'));
  return {
    knowsCase: (core) => given.includes(core) || libraryNames.some((name) => isNamed(name, core)),
    kind,
    question: body.message,
    conversation: conversation ?? null,
    history,
    sources: retrieval.sources,
    retrieval,
  };
}

/**
 * The case-law and statute chats answer only from the library, so with nothing over the floor they abstain.
 * The assistant may answer from general knowledge with a model (which marks it as such); without one it has
 * nothing else to say.
 */
export function mustAbstain(prepared: Pick<Prepared, 'kind' | 'retrieval'>, engine: Pick<AiEngine, 'kind'>) {
  if (prepared.retrieval.covered) return false;
  return prepared.kind !== 'assistant' || engine.kind === 'local' || prepared.retrieval.foreign;
}

/** The engine's citations that the shown text still uses, each linked to its library item or note. */
function linkedCitations(shown: string, cited: { marker: number; id: string }[], sources: Source[]) {
  const used = new Set([...shown.matchAll(/\[(\d{1,3})\]/g)].map((m) => Number(m[1])));
  const out: ChatCitation[] = [];
  for (const c of cited) {
    const source = sources[c.marker - 1];
    if (!source || source.passage.id !== c.id || !used.has(c.marker)) continue;
    const { id, kind, title, citation } = source.passage;
    out.push(chatCitation.parse({ marker: c.marker, id, kind, title, citation, href: source.href }));
  }
  return out;
}

/**
 * Streams the answer through the citation filter to `send`, then keeps the question and the answer as
 * shown. Throws (after nothing was kept) if the engine fails or `signal` aborts, so the caller gives the
 * week's use back.
 */
export async function answerQuestion(
  deps: ChatDeps,
  asker: Asker,
  prepared: Prepared,
  signal: AbortSignal,
  send: (event: ChatStreamEvent) => void,
): Promise<void> {
  const askedAt = new Date();
  const { sources } = prepared;
  const filter = createCitationFilter(allowedBy(sources));
  const names = createNameFilter(prepared.knowsCase);
  let shown = '';
  let cited: { marker: number; id: string }[] = [];
  const show = (text: string) => {
    if (!text) return;
    shown += text;
    send({ event: 'text', data: { text } });
  };
  const tier = tierOf(asker.plan);
  const abstains = mustAbstain(prepared, deps.engine);
  // An abstention is the service's own fixed words, not the engine's: it is labelled as made offline.
  const producer: AiProducer = abstains ? { kind: 'local', model: null } : producedBy(deps.ai, { tier });
  if (abstains) show(abstention(prepared.retrieval));
  else {
    const events = deps.engine.answer(
      prepared.question,
      sources.map((s) => s.passage),
      prepared.history,
      signal,
      { tier },
    );
    const rest = () => names.push(filter.flush()) + names.flush();
    try {
      for await (const event of events) {
        if (event.type === 'text') show(names.push(filter.push(event.text)));
        else cited = event.citations;
      }
    } catch (error) {
      // What was held back still reaches a reader of a failed answer (it ends with the engine's note).
      show(rest());
      throw error;
    }
    show(rest());
  }
  signal.throwIfAborted();
  const citations = linkedCitations(shown, cited, sources);
  const content = shown.trim();
  const kept = await deps.db.transaction(async (tx) => {
    const answeredAt = new Date(Math.max(Date.now(), askedAt.getTime() + 1));
    const conversation = prepared.conversation
      ? await repo.touchConversation(tx, prepared.conversation.id, answeredAt)
      : await repo.insertConversation(tx, asker.id, prepared.kind, titleFrom(prepared.question), answeredAt);
    const ids = await repo.insertMessages(tx, conversation.id, [
      { role: 'user', content: prepared.question, citations: [], createdAt: askedAt },
      {
        role: 'assistant',
        content,
        citations,
        createdAt: answeredAt,
        engine: producer.kind,
        model: producer.model,
      },
    ]);
    return { conversation, ids };
  });
  send({ event: 'citations', data: { citations } });
  send({
    event: 'done',
    data: {
      conversation: presentConversation(kept.conversation),
      userMessageId: kept.ids.find((m) => m.role === 'user')!.id,
      assistantMessageId: kept.ids.find((m) => m.role === 'assistant')!.id,
      engine: producer,
    },
  });
}

export async function listConversations(
  db: Executor,
  userId: string,
  kind: ChatKind,
  filters: { limit: number; cursor?: string },
) {
  const rows = await repo.listConversations(db, userId, kind, {
    limit: filters.limit,
    after: decodeCursor(filters.cursor),
  });
  return keysetPage(rows, filters.limit, presentConversation, (r) => r.updatedAt);
}

export async function getConversation(db: Executor, userId: string, kind: ChatKind, id: string) {
  const conversation = await repo.findConversation(db, userId, kind, id);
  if (!conversation) throw notFound(MESSAGES.chatConversationNotFound);
  const messages = await repo.conversationMessages(db, conversation.id);
  return {
    ...presentConversation(conversation),
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role as 'user' | 'assistant',
      content: m.content,
      citations: chatCitation.array().catch([]).parse(m.citations),
      // Answers kept before engines were recorded say nothing rather than guess.
      engine:
        m.role === 'assistant' && m.engine ? aiProducer.parse({ kind: m.engine, model: m.model }) : null,
      createdAt: iso(m.createdAt),
    })),
  };
}
