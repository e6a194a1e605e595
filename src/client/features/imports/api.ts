import { api } from '@client/lib/api';
import type { ImportPreview, ImportResult } from '@shared/contracts/imports';
import type { Subject, Topic } from '@shared/contracts/subjects';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type UploadOptions, upload } from './upload';

// Subjects and topics use the keys of the Subjects screens, so this screen shares their cache; a finished
// import refreshes the roots 'subjects', 'topics', 'flashcards' and 'study', whose counts it changes.
type List<T> = { items: T[]; nextCursor: string | null };

export type { ImportPreview };

export function useSubjectChoices() {
  return useQuery({
    queryKey: ['subjects', 'list'],
    queryFn: ({ signal }) => api.get<List<Subject>>('/subjects', { signal }).then((r) => r.items),
  });
}

export function useTopicChoices(subjectId: string) {
  return useQuery({
    queryKey: ['topics', 'of', subjectId],
    queryFn: ({ signal }) =>
      api
        .get<List<Topic>>(`/subjects/${encodeURIComponent(subjectId)}/topics`, { signal })
        .then((r) => r.items),
    enabled: Boolean(subjectId),
  });
}

export function useCreateTopic(subjectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api
        .post<{ topic: Topic }>(`/subjects/${encodeURIComponent(subjectId)}/topics`, { name })
        .then((r) => r.topic),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['topics'] });
      void client.invalidateQueries({ queryKey: ['subjects'] });
    },
  });
}

export function previewImport(form: FormData, options: UploadOptions) {
  return upload<ImportPreview>('/api/imports/flashcards/preview', form, options);
}

export function useRunImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      upload<ImportResult>('/api/imports/flashcards', form, { onProgress }),
    onSuccess: () => {
      for (const root of ['subjects', 'topics', 'flashcards', 'study']) {
        void client.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}
