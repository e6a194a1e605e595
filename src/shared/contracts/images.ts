import { z } from 'zod';
import { idParam } from './common';
import { endpoints } from './endpoint';

// Pictures on flashcards. A card holds a picture as Markdown, ![alt](/api/images/<id>), and the client shows
// only pictures at such addresses: nothing on a card is ever fetched from elsewhere.

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Largest width and height, in pixels: a bigger picture costs a phone far more memory than its bytes. */
export const IMAGE_MAX_SIDE = 4000;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const imageUrl = (id: string) => `/api/images/${id}`;
/** An address a card may show a picture from: one of our own stored pictures, nothing else. */
export const OWN_IMAGE_URL = /^\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const storedImage = z.object({
  id: z.uuid(),
  url: z.string(),
  contentType: z.enum(IMAGE_TYPES),
  width: z.number().int(),
  height: z.number().int(),
});
export type StoredImage = z.infer<typeof storedImage>;
export const imageUploaded = z.object({ image: storedImage });

// Pictures belong to cards, so they are documented with the flashcards.
export const imageEndpoints = endpoints('flashcards', {
  'POST /api/images': {
    summary: 'Upload a picture for a card (multipart: file; PNG, JPEG, GIF or WebP, at most 2 MB)',
    access: 'user',
    body: 'form',
    response: imageUploaded,
    status: 201,
    errors: [413, 415, 429],
  },
  'GET /api/images/:id': {
    summary: 'One of my pictures (404 for anyone else)',
    access: 'user',
    params: idParam,
    response: 'raw',
    errors: [404],
  },
});
