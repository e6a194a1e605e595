import { sql } from 'drizzle-orm';
import { cards } from './schema';

// Card figures of a subject or topic, aggregated in the same query as the rows (no N+1). A card is mature,
// as in Anki, when it is in review with an interval of 21 days or more; mastery is the mature share.
export const cardFigures = {
  cardCount: sql<number>`count(${cards.id})`.mapWith(Number),
  dueCount:
    sql<number>`count(${cards.id}) filter (where not ${cards.suspended} and ${cards.state} <> 0 and ${cards.due} <= now())`.mapWith(
      Number,
    ),
  matureCount:
    sql<number>`count(${cards.id}) filter (where ${cards.state} = 2 and ${cards.scheduledDays} >= 21)`.mapWith(
      Number,
    ),
};
