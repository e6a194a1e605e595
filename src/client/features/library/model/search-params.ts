import { FLK_SUBJECT_IDS, type FlkSubjectId } from '@shared/flk';

// The filters of /case-law live in its address, so a search can be linked and survives a reload.

export type CaseSearch = {
  q?: string;
  subject?: FlkSubjectId;
  court?: string;
  yearFrom?: number;
  yearTo?: number;
};

/** The value if it is one of the known ones (a subject, a kind of instrument), else undefined. */
export function oneOf<T extends string>(
  known: readonly T[],
  value: string | null | undefined,
): T | undefined {
  return (known as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

const year = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1200 && n <= 2100 ? n : undefined;
};

export function caseSearchFromParams(params: URLSearchParams): CaseSearch {
  const search: CaseSearch = {};
  const q = params.get('q')?.trim();
  if (q) search.q = q.slice(0, 200);
  const subject = oneOf(FLK_SUBJECT_IDS, params.get('subject'));
  if (subject) search.subject = subject;
  const court = params.get('court')?.trim();
  if (court) search.court = court.slice(0, 120);
  const from = year(params.get('yearFrom'));
  const to = year(params.get('yearTo'));
  if (from) search.yearFrom = from;
  if (to && (!from || to >= from)) search.yearTo = to;
  return search;
}

export function paramsFromCaseSearch(search: CaseSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.subject) params.set('subject', search.subject);
  if (search.court) params.set('court', search.court);
  if (search.yearFrom) params.set('yearFrom', String(search.yearFrom));
  if (search.yearTo) params.set('yearTo', String(search.yearTo));
  return params;
}

/** Whether a search box's text looks like a citation worth looking up ("[1932] UKHL 100", "s 1 TA 1968"). */
export function looksLikeCitation(q: string): boolean {
  return /[[(]\s*\d{4}\s*[\])]|\b\d{4}\s+[A-Za-z]+\s+\d+|\b(?:s|ss|sec|section)\.?\s*\d+/i.test(q);
}
