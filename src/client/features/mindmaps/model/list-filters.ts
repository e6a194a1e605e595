import type { MindMapListFilters } from '../api';

const NAMES = ['q', 'subjectId', 'topicId'] as const;

/** The filters of /mindmaps live in its address, so a search can be linked and survives a reload. */
export function filtersFromParams(params: URLSearchParams): MindMapListFilters {
  const filters: MindMapListFilters = {};
  for (const name of NAMES) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

export function paramsFromFilters(filters: MindMapListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  return params;
}
