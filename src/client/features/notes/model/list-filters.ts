import { NOTE_SORTS, type NoteSort } from '@shared/contracts/notes';
import type { NoteListFilters } from '../api';

export const SORT_LABELS: Record<NoteSort, string> = {
  updated: 'Last edited',
  created: 'Newest',
  title: 'Title A–Z',
};

const NAMES = ['q', 'subjectId', 'topicId', 'sort'] as const;

/** The filters of /notes live in its address, so a search can be linked and survives a reload. */
export function filtersFromParams(params: URLSearchParams): NoteListFilters {
  const filters: NoteListFilters = {};
  for (const name of NAMES) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if (name === 'sort') {
      // 'updated' is the default, so it is left out of the address.
      if ((NOTE_SORTS as readonly string[]).includes(value) && value !== 'updated')
        filters.sort = value as NoteSort;
    } else filters[name] = value;
  }
  return filters;
}

export function paramsFromFilters(filters: NoteListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of NAMES) {
    const value = filters[name];
    if (value && !(name === 'sort' && value === 'updated')) params.set(name, value);
  }
  return params;
}
