import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { images } from '../../db/schema';

export type ImageRow = typeof images.$inferSelect;
export type NewImage = Omit<ImageRow, 'id' | 'createdAt'>;

const META = {
  id: images.id,
  contentType: images.contentType,
  width: images.width,
  height: images.height,
  sha256: images.sha256,
  createdAt: images.createdAt,
};
export type ImageMeta = { [K in keyof typeof META]: ImageRow[K] };

/** Stores the picture, or finds the one the user already has with the same bytes. */
export async function insertOrFindImage(db: Executor, image: NewImage): Promise<ImageMeta> {
  const [inserted] = await db
    .insert(images)
    .values(image)
    .onConflictDoNothing({ target: [images.userId, images.sha256] })
    .returning(META);
  if (inserted) return inserted;
  const [existing] = await db
    .select(META)
    .from(images)
    .where(and(eq(images.userId, image.userId), eq(images.sha256, image.sha256)));
  return existing!;
}

export async function findOwnImage(db: Executor, userId: string, id: string): Promise<ImageRow | undefined> {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.id, id), eq(images.userId, userId)));
  return row;
}

/** The user's pictures among `ids` (others' and unknown ids are left out), bytes included. */
export async function findOwnImages(db: Executor, userId: string, ids: string[]): Promise<ImageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(images)
    .where(and(eq(images.userId, userId), inArray(images.id, ids)));
}

export async function allImagesOf(db: Executor, userId: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(images)
    .where(eq(images.userId, userId))
    .orderBy(sql`${images.createdAt}, ${images.id}`);
}
