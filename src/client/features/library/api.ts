import { ApiError, api, call } from '@client/lib/api';
import { noteKeys, refreshStudyData } from '@client/lib/query-keys';
import type {
  ActDetail,
  ActSummary,
  CaseDetail,
  CaseFacets,
  CaseSummary,
  LibraryImportResult,
  LookupResult,
  ProvisionDetail,
  ProvisionSummary,
} from '@shared/contracts/library';
import type { Note, NoteSummary } from '@shared/contracts/notes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appendBlock } from './model/citations';
import type { CaseSearch } from './model/search-params';

export { useSubjectOptions, useTopicOptions } from '@client/lib/study-options';

type List<T> = { items: T[]; nextCursor: string | null };
const seg = (value: string) => encodeURIComponent(value);
export const PAGE_SIZE = 20;
// The library changes only when an admin imports; there is no need to refetch it on every visit.
const STALE_MS = 5 * 60 * 1000;
const notMissing = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status === 404) && count < 2;

export const libraryKeys = {
  all: ['library'] as const,
  cases: (search: CaseSearch, cursor: string | null) => ['library', 'cases', search, cursor ?? ''] as const,
  facets: ['library', 'facets'] as const,
  case: (slug: string) => ['library', 'case', slug] as const,
  sections: (q: string, cursor: string | null) => ['library', 'sections', q, cursor ?? ''] as const,
  acts: (subject: string) => ['library', 'acts', subject] as const,
  act: (slug: string) => ['library', 'act', slug] as const,
  section: (slug: string, section: string) => ['library', 'section', slug, section] as const,
  lookup: (q: string) => ['library', 'lookup', q] as const,
};

export function useCaseSearch(search: CaseSearch, cursor: string | null) {
  return useQuery({
    queryKey: libraryKeys.cases(search, cursor),
    queryFn: ({ signal }) =>
      api.get<List<CaseSummary>>('/cases', {
        signal,
        query: { ...search, limit: PAGE_SIZE, cursor: cursor ?? undefined },
      }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

export function useCaseFacets() {
  return useQuery({
    queryKey: libraryKeys.facets,
    queryFn: ({ signal }) => api.get<CaseFacets>('/cases/facets', { signal }),
    staleTime: STALE_MS,
  });
}

export function useCase(slug: string | undefined) {
  return useQuery({
    queryKey: libraryKeys.case(slug ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ case: CaseDetail }>(`/cases/${seg(slug ?? '')}`, { signal }).then((r) => r.case),
    enabled: Boolean(slug),
    staleTime: STALE_MS,
    retry: notMissing,
  });
}

export function useSectionSearch(q: string, cursor: string | null) {
  return useQuery({
    queryKey: libraryKeys.sections(q, cursor),
    queryFn: ({ signal }) =>
      api.get<List<ProvisionSummary>>('/legislation', {
        signal,
        query: { q, limit: PAGE_SIZE, cursor: cursor ?? undefined },
      }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

export function useActs(subject: string, kind = '') {
  return useQuery({
    queryKey: [...libraryKeys.acts(subject), kind],
    queryFn: ({ signal }) =>
      api.get<List<ActSummary>>('/legislation/acts', {
        signal,
        query: { subject: subject || undefined, kind: kind || undefined, limit: 200 },
      }),
    staleTime: STALE_MS,
  });
}

export function useAct(slug: string | undefined) {
  return useQuery({
    queryKey: libraryKeys.act(slug ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ act: ActDetail }>(`/legislation/acts/${seg(slug ?? '')}`, { signal }).then((r) => r.act),
    enabled: Boolean(slug),
    staleTime: STALE_MS,
    retry: notMissing,
  });
}

export function useSection(slug: string | undefined, section: string | undefined) {
  return useQuery({
    queryKey: libraryKeys.section(slug ?? '', section ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<{ provision: ProvisionDetail }>(
          `/legislation/acts/${seg(slug ?? '')}/sections/${seg(section ?? '')}`,
          {
            signal,
          },
        )
        .then((r) => r.provision),
    enabled: Boolean(slug && section),
    staleTime: STALE_MS,
    retry: notMissing,
  });
}

/** What a citation typed in a search box names; asked only when the text looks like one. */
export function useLookup(q: string, enabled: boolean) {
  return useQuery({
    queryKey: libraryKeys.lookup(q),
    queryFn: ({ signal }) => api.get<LookupResult>('/library/lookup', { signal, query: { q } }),
    enabled: enabled && q !== '',
    staleTime: STALE_MS,
  });
}

export function useImportLibraryFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<LibraryImportResult>('/admin/library/import', form, { timeoutMs: 120_000 });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}

/** Adds basic cards one after the other, so a failure part-way says how many were added. */
export function useAddFlashcards() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ topicId, cards }: { topicId: string; cards: { front: string; back: string }[] }) => {
      let added = 0;
      for (const card of cards) {
        await call('POST /api/topics/:topicId/flashcards', {
          params: { topicId },
          body: { kind: 'basic', front: card.front, back: card.back, tags: ['case-law'] },
        });
        added += 1;
      }
      return added;
    },
    onSettled: () => {
      refreshStudyData(client);
    },
  });
}

export function useRecentNotes(enabled: boolean) {
  return useQuery({
    queryKey: noteKeys.picker({ sort: 'updated' }),
    queryFn: ({ signal }) =>
      api.get<List<NoteSummary>>('/notes', { signal, query: { limit: 100 } }).then((r) => r.items),
    enabled,
  });
}

/**
 * Appends a block to a note, with the note's own conflict rule (PATCH carries the updatedAt it read):
 * the note is read fresh, and if it changed in between, appended again to the version the server returns.
 */
export async function appendToNote(noteId: string, block: string): Promise<Note> {
  let note = (await api.get<{ note: Note }>(`/notes/${seg(noteId)}`, { allowDuplicate: true })).note;
  for (let attempt = 0; ; attempt++) {
    try {
      const body = appendBlock(note.body, block);
      return (
        await api.patch<{ note: Note }>(
          `/notes/${seg(noteId)}`,
          { body, updatedAt: note.updatedAt },
          { allowDuplicate: true },
        )
      ).note;
    } catch (err) {
      const current =
        err instanceof ApiError && err.code === 'conflict' ? (err.details as Note | undefined) : undefined;
      if (!current?.updatedAt || attempt >= 2) throw err;
      note = current;
    }
  }
}

export function useAddToNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { noteId: string | null; title: string; block: string }) =>
      input.noteId
        ? appendToNote(input.noteId, input.block)
        : (
            await api.post<{ note: Note }>('/notes', {
              title: input.title,
              body: appendBlock('', input.block),
            })
          ).note,
    onSuccess: (note) => {
      client.setQueryData(noteKeys.detail(note.id), note);
      void client.invalidateQueries({ queryKey: noteKeys.lists });
    },
  });
}
