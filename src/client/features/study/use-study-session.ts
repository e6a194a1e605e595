import { notify } from '@client/components/feedback/notify';
import { reasonOf } from '@client/components/forms/form-errors';
import { api } from '@client/lib/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { type Queue, studyKeys, useQueue, useReview, useUndoReview } from './api';
import { answerDuration, canUndo, currentCard, NEW_SESSION, type Rating, sessionReducer } from './session';

/** A review id for the server's duplicate check. randomUUID needs a secure context; plain HTTP on a LAN does not have one. */
function newReviewId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The study loop: the server's queue, the session state, and the review, refresh and undo calls. */
export function useStudySession(topicId: string | undefined) {
  const client = useQueryClient();
  const queue = useQueue(topicId);
  const review = useReview();
  const undo = useUndoReview();
  const [state, dispatch] = useReducer(sessionReducer, NEW_SESSION);
  const [undoing, setUndoing] = useState(false);
  const [refreshing, setRefreshing] = useState(0);
  const fetches = useRef(0);
  const card = queue.data ? currentCard(queue.data.cards, state) : null;

  // Time per card runs from the moment its question appears (a card that comes back again starts afresh).
  const shownAt = useRef(performance.now());
  const showing = card ? `${card.id}:${state.answers.length}` : '';
  useEffect(() => {
    if (showing) shownAt.current = performance.now();
  }, [showing]);

  /** Fetches the queue; only the newest fetch may replace what is on screen. */
  const refresh = useCallback(async () => {
    fetches.current += 1;
    const mine = fetches.current;
    setRefreshing((n) => n + 1);
    try {
      const fresh = await api.get<Queue>('/study/queue', { query: { topicId }, allowDuplicate: true });
      if (mine !== fetches.current) return;
      client.setQueryData(studyKeys.queue(topicId), fresh);
      dispatch({ type: 'refreshed', fetch: mine });
    } catch (err) {
      if (mine === fetches.current) notify(`The next cards could not be loaded. ${reasonOf(err)}`, 'error');
    } finally {
      setRefreshing((n) => n - 1);
    }
  }, [client, topicId]);

  const rate = useCallback(
    async (rating: Rating) => {
      if (!card || state.phase !== 'answer' || undoing) return;
      const answer = {
        reviewId: newReviewId(),
        cardId: card.id,
        rating,
        durationMs: answerDuration(shownAt.current, performance.now()),
      };
      dispatch({ type: 'rate', answer });
      try {
        const saved = await review.mutateAsync({ ...answer });
        dispatch({ type: 'saved', reviewId: answer.reviewId, due: saved.card.due, fetches: fetches.current });
        await refresh();
      } catch (err) {
        notify(`Your answer was not saved, so the card is shown again. ${reasonOf(err)}`, 'error');
        dispatch({ type: 'failed', reviewId: answer.reviewId });
      }
    },
    [card, state.phase, undoing, review, refresh],
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
    state,
    undoing,
    /** Answers not yet confirmed, or the queue after them not yet fetched: the end of the session waits. */
    saving: refreshing > 0 || state.answers.some((a) => a.due === undefined),
    reveal: () => dispatch({ type: 'reveal' }),
    rate,
    undo: takeBack,
    undoable: canUndo(state) && !undoing,
  };
}
