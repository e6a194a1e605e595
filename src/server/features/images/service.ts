import { createHash } from 'node:crypto';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE,
  imageUrl,
  type StoredImage,
} from '../../../shared/contracts/images';
import type { Executor } from '../../db/connect';
import { AppError, notFound } from '../../platform/errors';
import { type ImageHeader, readImageHeader } from './header';
import { allImagesOf, findOwnImage, findOwnImages, type ImageMeta, insertOrFindImage } from './repo';

const MB = IMAGE_MAX_BYTES / 1024 / 1024;
const NOT_FOUND = 'No such picture.';

/** Why the bytes are not a picture Ratio keeps, or their type and size. The same rules for uploads and imports. */
export function checkImage(bytes: Uint8Array): ImageHeader {
  if (bytes.byteLength === 0)
    throw new AppError('invalid_input', 'Choose a picture to upload; this file is empty.', [
      { path: 'file', message: 'The file is empty.' },
    ]);
  if (bytes.byteLength > IMAGE_MAX_BYTES)
    throw new AppError('too_large', `The picture is larger than ${MB} MB. Make it smaller and try again.`);
  const header = readImageHeader(bytes);
  if (!header)
    throw new AppError(
      'unsupported_type',
      'This file is not a PNG, JPEG, GIF or WebP picture (SVG is not accepted). Save it as PNG or JPEG.',
    );
  if (header.width > IMAGE_MAX_SIDE || header.height > IMAGE_MAX_SIDE)
    throw new AppError(
      'too_large',
      `The picture is ${header.width} × ${header.height} pixels; the limit is ${IMAGE_MAX_SIDE} × ${IMAGE_MAX_SIDE}. Make it smaller and try again.`,
    );
  return header;
}

const present = (row: ImageMeta): StoredImage => ({
  id: row.id,
  url: imageUrl(row.id),
  contentType: row.contentType as StoredImage['contentType'],
  width: row.width,
  height: row.height,
});

/** Keeps a picture for the user; the same bytes a second time give back the picture already kept. */
export async function storeImage(db: Executor, userId: string, bytes: Uint8Array): Promise<StoredImage> {
  const header = checkImage(bytes);
  const row = await insertOrFindImage(db, {
    userId,
    contentType: header.type,
    bytes,
    width: header.width,
    height: header.height,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
  return present(row);
}

/** The picture's bytes, for its owner only: anyone else is told it does not exist. */
export async function ownImage(db: Executor, userId: string, id: string) {
  const row = await findOwnImage(db, userId, id);
  if (!row) throw notFound(NOT_FOUND);
  return { contentType: row.contentType, bytes: row.bytes };
}

const IMAGE_LINK = /\/api\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;

/** The ids of the pictures some Markdown refers to. */
export function imageIdsIn(texts: Iterable<string>): string[] {
  const ids = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(IMAGE_LINK)) ids.add(match[1]!);
  return [...ids];
}

/** The user's pictures among `ids`, with their bytes (an export carries them along). */
export async function imagesById(db: Executor, userId: string, ids: string[]) {
  const rows = await findOwnImages(db, userId, ids);
  return new Map(rows.map((r) => [r.id, { contentType: r.contentType, bytes: r.bytes }]));
}

/** Every picture the user keeps, bytes in base64, for the download of all their data. */
export async function exportImages(db: Executor, userId: string) {
  return (await allImagesOf(db, userId)).map((r) => ({
    id: r.id,
    contentType: r.contentType,
    width: r.width,
    height: r.height,
    sha256: r.sha256,
    createdAt: r.createdAt.toISOString(),
    bytesBase64: Buffer.from(r.bytes).toString('base64'),
  }));
}
