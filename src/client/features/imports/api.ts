import { urlOf } from '@client/lib/api';
import { refreshStudyData } from '@client/lib/query-keys';
import type { ImportPreview, ImportResult } from '@shared/contracts/imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadOptions, upload } from './upload';

// Uploads go through XMLHttpRequest for their progress (upload.ts), at the address the contract names.
// The topic picker (components/TopicPicker) reads subjects and topics under the Subjects screens' keys; a
// finished import refreshes the roots 'subjects', 'topics', 'flashcards' and 'study', whose counts it changes.

export type { ImportPreview };

export function previewImport(form: FormData, options: UploadOptions) {
  return upload<ImportPreview>(urlOf('POST /api/imports/flashcards/preview'), form, options);
}

export function useRunImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      upload<ImportResult>(urlOf('POST /api/imports/flashcards'), form, { onProgress }),
    onSuccess: () => refreshStudyData(client),
  });
}
