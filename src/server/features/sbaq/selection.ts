// Which bank questions a new quiz gets (docs/decisions/0016-sbaq-quizzes.md). Pure, so the rule can be
// tested on its own; the service gathers the facts from the database.
//
// Questions are ranked by, in order:
//  1. how many of the user's quizzes they have appeared in (fewest first): nothing repeats until every
//     question in the chosen scope has appeared, then a new round starts;
//  2. the user's share correct in the question's subject (lowest first; a subject never answered counts
//     as weakest, since nothing shows it is known);
//  3. the share correct in its topic, by the same rule;
//  4. chance, so that equal questions come in a different order each time.

export type Candidate = { id: string; subject: string; topic: string };
export type Tally = { answered: number; correct: number };
export type SelectionFacts = {
  timesServed: Map<string, number>;
  bySubject: Map<string, Tally>;
  /** Keyed by `${subject}\u0000${topic}`. */
  byTopic: Map<string, Tally>;
};

export const topicKey = (subject: string, topic: string) => `${subject}\u0000${topic}`;

/** -1 for an area never answered (before any share), else the share correct 0..1. */
const weakness = (tally: Tally | undefined) =>
  !tally || tally.answered === 0 ? -1 : tally.correct / tally.answered;

/** The scope: the chosen subjects, each narrowed to its chosen topics when any of them were chosen. */
export function inScope(
  candidates: Candidate[],
  subjects: string[],
  topics: string[] | undefined,
  topicsOf: (subject: string) => string[],
) {
  const wanted = new Set(topics ?? []);
  const narrowed = new Map(
    subjects.map((s) => {
      const chosen = topicsOf(s).filter((t) => wanted.has(t));
      return [s, chosen.length > 0 ? new Set(chosen) : null] as const;
    }),
  );
  return candidates.filter((c) => {
    if (!narrowed.has(c.subject)) return false;
    const only = narrowed.get(c.subject);
    return !only || only.has(c.topic);
  });
}

export function selectQuestions(
  candidates: Candidate[],
  count: number,
  facts: SelectionFacts,
  random: () => number = Math.random,
): Candidate[] {
  const ranked = candidates.map((c) => ({
    c,
    served: facts.timesServed.get(c.id) ?? 0,
    subject: weakness(facts.bySubject.get(c.subject)),
    topic: weakness(facts.byTopic.get(topicKey(c.subject, c.topic))),
    chance: random(),
  }));
  ranked.sort(
    (a, b) => a.served - b.served || a.subject - b.subject || a.topic - b.topic || a.chance - b.chance,
  );
  return ranked.slice(0, count).map((r) => r.c);
}

/** The order the questions are asked in: mixed, so one subject does not come in a block. */
export function shuffled<T>(items: T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
