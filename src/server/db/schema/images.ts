import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea, ts } from './columns';

// Pictures on flashcards, in the database so they are backed up, exported and deleted with the account
// (docs/decisions/0077). A card refers to one as ![alt](/api/images/<id>); deleting a card leaves its
// pictures, which other cards may share.
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // The same picture uploaded twice by one user is stored once.
  (t) => [uniqueIndex('images_user_sha256_idx').on(t.userId, t.sha256)],
);
