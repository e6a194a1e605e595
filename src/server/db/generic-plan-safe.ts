/**
 * Opens a statement written so that no plan depends on its values. Both databases read it: the embedded
 * database's statement cache (`pglite/statements.ts`) then prepares even a full-text statement like any other
 * (each such statement states how its plan ignores the words) and spares it its planning, the larger part of a
 * library search (decision 0027); on PostgreSQL, `connect.ts` makes any statement that opens with it a named
 * prepared statement: the hot ones with costly plans carry it (decision 0040).
 */
export const GENERIC_PLAN_SAFE = '/* generic plan safe */';
