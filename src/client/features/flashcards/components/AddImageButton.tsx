import { notify } from '@client/components/feedback/notify';
import { call } from '@client/lib/api';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, type StoredImage } from '@shared/contracts/images';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';

// Pictures on cards: a file chosen with the button, or one pasted into the front or back, is uploaded and
// its Markdown, ![name](/api/images/<id>), written where the cursor was.

const ACCEPT = IMAGE_TYPES.join(',');

/** The Markdown for an uploaded picture: its file's name (without the extension) as the alt text. */
export function pictureMarkdown(image: StoredImage, fileName: string): string {
  const alt = fileName
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[[\]\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `![${alt || 'picture'}](${image.url})`;
}

/** The text with the picture's Markdown put on a line of its own in place of the selection. */
export function insertPicture(text: string, start: number, end: number, markdown: string): string {
  const before = text.slice(0, start).replace(/[ \t]+$/, '');
  const after = text.slice(end).replace(/^[ \t]+/, '');
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after === '' || after.startsWith('\n') ? '' : '\n';
  return `${before}${lead}${markdown}${trail}${after}`;
}

/** The first picture among pasted data, if any. */
export function pastedPicture(data: DataTransfer | null): File | null {
  for (const item of data?.items ?? []) {
    if (item.kind === 'file' && item.type.startsWith('image/')) return item.getAsFile();
  }
  return null;
}

/** Uploads a picture and gives back its Markdown; says why when it is refused. */
export function useUploadPicture() {
  return useMutation({
    mutationFn: async (file: File) => {
      // The server decides by the bytes; these two checks only spare a pointless upload.
      if (file.size > IMAGE_MAX_BYTES)
        throw new Error(
          `The picture is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB. Make it smaller and try again.`,
        );
      if (file.type && !(IMAGE_TYPES as readonly string[]).includes(file.type))
        throw new Error('Only PNG, JPEG, GIF and WebP pictures can go on a card.');
      const form = new FormData();
      form.append('file', file);
      // The same picture twice is harmless (the server keeps one copy), so it is never refused as a repeat.
      const { image } = await call(
        'POST /api/images',
        { body: form },
        { allowDuplicate: true, timeoutMs: 60_000 },
      );
      return pictureMarkdown(image, file.name);
    },
    onError: (error) => notify(error.message, 'error'),
  });
}

type Props = { onPick: (file: File) => void; pending: boolean };

/** "Add image": a file picker for PNG, JPEG, GIF and WebP pictures. */
export function AddImageButton({ onPick, pending }: Props) {
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddPhotoAlternateOutlined />}
        disabled={pending}
        // Keep the cursor where it is in the field the picture goes into.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => input.current?.click()}
      >
        {pending ? 'Uploading…' : 'Add image'}
      </Button>
      <Typography variant="body2" color="text.secondary">
        Or paste one into the front or back. PNG, JPEG, GIF or WebP, up to 2 MB.
      </Typography>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label="Picture file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onPick(file);
        }}
      />
    </Stack>
  );
}
