import { type Card, type FSRS, fsrs, type Grade, generatorParameters, type StepUnit } from 'ts-fsrs';
import type { SrsSettings } from '../../../shared/contracts/study';
import type { CardRow } from '../flashcards';

export type Schedule = Pick<
  CardRow,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'lastReview'
>;

// Building a scheduler parses the weights; users share a handful of settings, so keep a few built ones.
const built = new Map<string, FSRS>();
// Settings objects that are kept and reused (settings.ts settingsFromText) skip the JSON key.
const byObject = new WeakMap<SrsSettings, FSRS>();

export function schedulerFor(settings: SrsSettings): FSRS {
  const known = byObject.get(settings);
  if (known) return known;
  const key = JSON.stringify(settings);
  let scheduler = built.get(key);
  if (!scheduler) {
    scheduler = fsrs(
      generatorParameters({
        request_retention: settings.desiredRetention,
        maximum_interval: settings.maximumInterval,
        enable_fuzz: settings.enableFuzz,
        enable_short_term: true,
        learning_steps: settings.learningSteps as StepUnit[],
        relearning_steps: settings.relearningSteps as StepUnit[],
        ...(settings.weights ? { w: settings.weights } : {}),
      }),
    );
    if (built.size > 100) built.clear();
    built.set(key, scheduler);
  }
  byObject.set(settings, scheduler);
  return scheduler;
}

export function toFsrs(s: Schedule): Card {
  return {
    due: s.due,
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsedDays,
    scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state,
    last_review: s.lastReview ?? undefined,
  };
}

export function fromFsrs(c: Card): Schedule {
  return {
    due: c.due,
    stability: c.stability,
    difficulty: c.difficulty,
    elapsedDays: c.elapsed_days,
    scheduledDays: c.scheduled_days,
    learningSteps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    lastReview: c.last_review ?? null,
  };
}

export function nextSchedule(settings: SrsSettings, card: Schedule, now: Date, rating: Grade) {
  const { card: next, log } = schedulerFor(settings).next(toFsrs(card), now, rating);
  return { next: fromFsrs(next), log };
}

/** The interval each button would give, as Anki shows it above the buttons: '1m', '10m', '3h', '4d', '2.5mo', '1.2y'. */
function labelsOf(scheduler: FSRS, card: Schedule, now: Date) {
  const preview = scheduler.repeat(toFsrs(card), now);
  const label = (g: Grade) => formatInterval(preview[g].card.due.getTime() - now.getTime());
  return { 1: label(1), 2: label(2), 3: label(3), 4: label(4) };
}

/**
 * The interval labels of many cards at one instant, with one scheduler. Cards whose schedules are the same
 * (every new card, for a start) share one computation: FSRS's next due dates, fuzz included, depend on the
 * schedule and the review time, not on the card's current due date.
 */
export function intervalLabeller(settings: SrsSettings, now: Date) {
  const scheduler = schedulerFor(settings);
  const seen = new Map<string, ReturnType<typeof labelsOf>>();
  return (card: Schedule) => {
    const key = `${card.state}|${card.stability}|${card.difficulty}|${card.elapsedDays}|${card.scheduledDays}|${card.learningSteps}|${card.reps}|${card.lapses}|${card.lastReview?.getTime() ?? ''}`;
    let labels = seen.get(key);
    if (!labels) {
      labels = labelsOf(scheduler, card, now);
      seen.set(key, labels);
    }
    return labels;
  };
}

export function formatInterval(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes}m`;
  const hours = minutes / 60;
  if (hours < 24) return `${Math.round(hours)}h`;
  const days = hours / 24;
  if (days < 30) return `${Math.round(days)}d`;
  if (days < 365) return `${trim(days / 30)}mo`;
  return `${trim(days / 365)}y`;
}
const trim = (n: number) => (Math.round(n * 10) / 10).toString();
