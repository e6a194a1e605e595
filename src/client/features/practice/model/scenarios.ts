import type { ScenarioSummary } from '@shared/contracts/practice';
import { PRACTICE_AREAS, type PracticeArea } from '@shared/practice';

// The scenario list's practice-area filter, kept in the address (?area=) so a reload or a shared link keeps it.

export const isPracticeArea = (value: string | null): value is PracticeArea =>
  (PRACTICE_AREAS as readonly string[]).includes(value ?? '');

/** The scenarios of one practice area, or all of them for null. */
export const scenariosInArea = (items: ScenarioSummary[], area: PracticeArea | null) =>
  area ? items.filter((s) => s.practiceArea === area) : items;

/** The areas that have at least one scenario, in the order the SQE lists them. */
export const areasOf = (items: ScenarioSummary[]) =>
  PRACTICE_AREAS.filter((a) => items.some((s) => s.practiceArea === a));
