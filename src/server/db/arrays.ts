import { type SQL, sql } from 'drizzle-orm';

// Postgres array literals built from bound parameters (never from string concatenation).
export const textArray = (values: string[]): SQL =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;
export const intArray = (values: number[]): SQL =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::int[]`
    : sql`'{}'::int[]`;
