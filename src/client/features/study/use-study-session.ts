import { notify } from '@client/components/feedback/notify';
import { reasonOf } from '@client/components/forms/form-errors';
import { studyDay } from '@shared/time';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { fetchQueue, studyKeys, useQueue, useReview, useUndoReview } from './api';
import {
  answerDuration,
  canUndo,
  currentCard,
  liveCounts,
  NEW_SESSION,
  needsRefill,
  nextLearningDue,
  queueOf,
  type Rating,
  sessionReducer,
} from './session';

/** A review id for the server's duplicate check. randomUUID needs a secure context; plain HTTP on a LAN does not have one. */
function newReviewId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The study loop: the server's queue, the session state, and the review, refresh and undo calls. The queue
 * is fetched when the session starts, when fewer than five cards are left, when a learning card answered in
 * this session falls due, and after an undo, not after every answer (docs/decisions/0018).
 */
export function useStudySession(topicId: string | undefined) {
  const client = useQueryClient();
  const queue = useQueue(topicId);
  const review = useReview();
  const undo = useUndoReview();
  const [state, dispatch] = useReducer(sessionReducer, NEW_SESSION);
  const [undoing, setUndoing] = useState(false);
  const [refreshing, setRefreshing] = useState(0);
  /** A learning card has fallen due: fetch once nothing is on its way. */
  const [dueCardWaiting, setDueCardWaiting] = useState(false);
  const fetches = useRef(0);
  const cards = queue.data?.cards ?? [];
  const card = queue.data ? currentCard(cards, state) : null;
  const dayEnd = studyDay(new Date()).end.getTime();
  const counts = queue.data ? liveCounts(queue.data.counts, state, dayEnd) : null;

  // Time per card runs from the moment its question appears (a card that comes back again starts afresh).
  const shownAt = useRef(performance.now());
  const showing = card ? `${card.id}:${state.answers.length}` : '';
  useEffect(() => {
    if (showing) shownAt.current = performance.now();
  }, [showing]);

  const onScreen = useRef<string | null>(null);
  onScreen.current = card?.id ?? null;

  /** Fetches the queue; only the newest fetch may replace what is on screen. */
  const refresh = useCallback(async () => {
    fetches.current += 1;
    const mine = fetches.current;
    dispatch({ type: 'fetching', at: Date.now() });
    setRefreshing((n) => n + 1);
    try {
      const fresh = await fetchQueue(topicId, { allowDuplicate: true });
      if (mine !== fetches.current) return;
      client.setQueryData(studyKeys.queue(topicId), fresh);
      dispatch({ type: 'refreshed', fetch: mine, showing: onScreen.current });
    } catch (err) {
      if (mine === fetches.current) notify(`The next cards could not be loaded. ${reasonOf(err)}`, 'error');
    } finally {
      setRefreshing((n) => n - 1);
    }
  }, [client, topicId]);

  // Few cards left, or a learning card due: fetch, once every answer given is saved (so the server's
  // queue and counts include them) and no undo is under way.
  const settled = !undoing && state.answers.every((a) => a.due !== undefined);
  const refill = queue.data !== undefined && needsRefill(cards, state);
  useEffect(() => {
    if (!settled || !(refill || dueCardWaiting)) return;
    setDueCardWaiting(false);
    void refresh();
  }, [settled, refill, dueCardWaiting, refresh]);

  // A learning card answered in this session comes back when it falls due (while there is a card on
  // screen: a finished session shows its summary until the student starts another).
  const nextDue = nextLearningDue(state, dayEnd);
  const studying = card !== null;
  useEffect(() => {
    if (nextDue === null || !studying) return;
    const timer = setTimeout(() => setDueCardWaiting(true), Math.max(0, nextDue - Date.now()));
    return () => clearTimeout(timer);
  }, [nextDue, studying]);

  const rate = useCallback(
    async (rating: Rating) => {
      if (!card || state.phase !== 'answer' || undoing) return;
      const answer = {
        reviewId: newReviewId(),
        cardId: card.id,
        rating,
        durationMs: answerDuration(shownAt.current, performance.now()),
        from: queueOf(card),
      };
      dispatch({ type: 'rate', answer });
      try {
        const { from: _, ...body } = answer;
        const saved = await review.mutateAsync(body);
        dispatch({ type: 'saved', reviewId: answer.reviewId, due: saved.card.due, state: saved.card.state });
      } catch (err) {
        notify(`Your answer was not saved, so the card is shown again. ${reasonOf(err)}`, 'error');
        dispatch({ type: 'failed', reviewId: answer.reviewId });
      }
    },
    [card, state.phase, undoing, review],
  );

  const takeBack = useCallback(async () => {
    const last = state.answers.at(-1);
    if (!last || !canUndo(state) || undoing) return;
    setUndoing(true);
    try {
      await undo.mutateAsync(last.reviewId);
      dispatch({ type: 'undone' });
      await refresh();
    } catch (err) {
      notify(`The last answer could not be undone. ${reasonOf(err)}`, 'error');
    } finally {
      setUndoing(false);
    }
  }, [state, undoing, undo, refresh]);

  return {
    queue,
    card,
    counts,
    state,
    undoing,
    /** Answers not yet confirmed, or the queue after them not yet fetched: the end of the session waits. */
    saving: refreshing > 0 || refill || !settled,
    reveal: () => dispatch({ type: 'reveal' }),
    rate,
    undo: takeBack,
    undoable: canUndo(state) && !undoing,
  };
}
