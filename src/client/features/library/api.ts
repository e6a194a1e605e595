import { ApiError, call } from '@client/lib/api';
import { noteKeys, refreshStudyData } from '@client/lib/query-keys';
import type { InstrumentKind } from '@shared/contracts/library';
import type { Note } from '@shared/contracts/notes';
import type { FlkSubjectId } from '@shared/flk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appendBlock } from './model/citations';
import type { CaseSearch } from './model/search-params';

export { useSubjectOptions, useTopicOptions } from '@client/lib/study-options';

const _seg = (value: string) => encodeURIComponent(value);
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
  acts: (subject: string, kind: string) => ['library', 'acts', subject, kind] as const,
  act: (slug: string) => ['library', 'act', slug] as const,
  section: (slug: string, section: string) => ['library', 'section', slug, section] as const,
  lookup: (q: string) => ['library', 'lookup', q] as const,
};

export function useCaseSearch(search: CaseSearch, cursor: string | null) {
  return useQuery({
    queryKey: libraryKeys.cases(search, cursor),
    queryFn: ({ signal }) =>
      call(
        'GET /api/cases',
        { query: { ...search, limit: PAGE_SIZE, cursor: cursor ?? undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

export function useCaseFacets() {
  return useQuery({
    queryKey: libraryKeys.facets,
    queryFn: ({ signal }) => call('GET /api/cases/facets', {}, { signal }),
    staleTime: STALE_MS,
  });
}

export function useCase(slug: string | undefined) {
  return useQuery({
    queryKey: libraryKeys.case(slug ?? ''),
    queryFn: ({ signal }) =>
      call('GET /api/cases/:id', { params: { id: slug ?? '' } }, { signal }).then((r) => r.case),
    enabled: Boolean(slug),
    staleTime: STALE_MS,
    retry: notMissing,
  });
}

export function useSectionSearch(q: string, cursor: string | null) {
  return useQuery({
    queryKey: libraryKeys.sections(q, cursor),
    queryFn: ({ signal }) =>
      call(
        'GET /api/legislation',
        { query: { q, limit: PAGE_SIZE, cursor: cursor ?? undefined } },
        { signal },
      ),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

/** The acts of a subject and kind; either may be left out (undefined) to list them all. */
export function useActs(subject?: FlkSubjectId, kind?: InstrumentKind) {
  return useQuery({
    queryKey: libraryKeys.acts(subject ?? '', kind ?? ''),
    queryFn: ({ signal }) =>
      call('GET /api/legislation/acts', { query: { subject, kind, limit: 200 } }, { signal }),
    staleTime: STALE_MS,
  });
}

export function useAct(slug: string | undefined) {
  return useQuery({
    queryKey: libraryKeys.act(slug ?? ''),
    queryFn: ({ signal }) =>
      call('GET /api/legislation/acts/:slug', { params: { slug: slug ?? '' } }, { signal }).then(
        (r) => r.act,
      ),
    enabled: Boolean(slug),
    staleTime: STALE_MS,
    retry: notMissing,
  });
}

export function useSection(slug: string | undefined, section: string | undefined) {
  return useQuery({
    queryKey: libraryKeys.section(slug ?? '', section ?? ''),
    queryFn: ({ signal }) =>
      call(
        'GET /api/legislation/acts/:slug/sections/:section',
        { params: { slug: slug ?? '', section: section ?? '' } },
        { signal },
      ).then((r) => r.provision),
    enabled: Boolean(slug && section),
    staleTime: STALE_MS,
    retry: notMissing,
  });
}

/** What a citation typed in a search box names; asked only when the text looks like one. */
export function useLookup(q: string, enabled: boolean) {
  return useQuery({
    queryKey: libraryKeys.lookup(q),
    queryFn: ({ signal }) => call('GET /api/library/lookup', { query: { q } }, { signal }),
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
      return call('POST /api/admin/library/import', { body: form }, { timeoutMs: 120_000 });
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
      call('GET /api/notes', { query: { limit: 100 } }, { signal }).then((r) => r.items),
    enabled,
  });
}

/**
 * Appends a block to a note, with the note's own conflict rule (PATCH carries the updatedAt it read):
 * the note is read fresh, and if it changed in between, appended again to the version the server returns.
 */
export async function appendToNote(noteId: string, block: string): Promise<Note> {
  let note = (await call('GET /api/notes/:id', { params: { id: noteId } }, { allowDuplicate: true })).note;
  for (let attempt = 0; ; attempt++) {
    try {
      const body = appendBlock(note.body, block);
      const saved = await call(
        'PATCH /api/notes/:id',
        { params: { id: noteId }, body: { body, updatedAt: note.updatedAt } },
        { allowDuplicate: true },
      );
      // A save answers without the body (the server stores it as sent), so the note is its answer plus it.
      return { ...saved.note, body };
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
            await call('POST /api/notes', {
              body: { title: input.title, body: appendBlock('', input.block) },
            })
          ).note,
    onSuccess: (note) => {
      client.setQueryData(noteKeys.detail(note.id), note);
      void client.invalidateQueries({ queryKey: noteKeys.lists });
    },
  });
}
