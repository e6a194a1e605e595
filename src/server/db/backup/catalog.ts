import { sql } from 'drizzle-orm';
import type { Executor } from '../connect';

/**
 * What a backup covers, read from the database's own catalogue rather than from the schema files, so that a table a
 * migration creates is never left out: every table of the public schema, its stored columns (generated ones
 * are computed again on restore) and the tables its foreign keys point at.
 */
export type TableInfo = { name: string; columns: string[]; types: string[]; refs: string[] };
export type MigrationState = { hash: string; createdAt: string }[];

/** Raised for anything a user can fix: a wrong file, a non-empty database, a schema of another version. */
export class BackupError extends Error {}

type Rows<T> = { rows: T[] };

export async function readTables(db: Executor): Promise<TableInfo[]> {
  // json_agg as text: parsed here, so both drivers give the same thing.
  const result = (await db.execute(sql`
    select c.relname as name,
      (select coalesce(json_agg(a.attname order by a.attnum), '[]')::text from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (select coalesce(json_agg(format_type(a.atttypid, a.atttypmod) order by a.attnum), '[]')::text
        from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as types,
      (select coalesce(json_agg(distinct r.relname), '[]')::text from pg_constraint f
        join pg_class r on r.oid = f.confrelid where f.conrelid = c.oid and f.contype = 'f') as refs,
      exists (select 1 from pg_attrdef d where d.adrelid = c.oid
        and pg_get_expr(d.adbin, d.adrelid) like 'nextval(%') as sequenced,
      exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attidentity <> '') as identity
    from pg_class c
    where c.relkind in ('r', 'p') and c.relnamespace = 'public'::regnamespace
    order by c.relname`)) as unknown as Rows<{
    name: string;
    columns: string;
    types: string;
    refs: string;
    sequenced: boolean;
    identity: boolean;
  }>;
  const tables = result.rows.map((r) => {
    // A sequence's position is not in any table's rows: a restore would hand out used numbers again.
    if (r.sequenced || r.identity)
      throw new Error(`Table ${r.name} draws on a sequence, which backups do not carry yet`);
    return {
      name: r.name,
      columns: JSON.parse(r.columns) as string[],
      types: JSON.parse(r.types) as string[],
      refs: JSON.parse(r.refs) as string[],
    };
  });
  return inDependencyOrder(tables);
}

/** Parents before children, so a restore inserts every row after the rows it refers to. */
export function inDependencyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: TableInfo) => {
    const seen = state.get(table.name);
    if (seen === 'done') return;
    // A table referring to itself or a cycle would need its rows in reference order: none exists yet.
    if (seen === 'visiting') throw new Error(`Tables refer to each other in a cycle through ${table.name}`);
    state.set(table.name, 'visiting');
    for (const ref of table.refs) {
      const parent = byName.get(ref);
      if (parent) visit(parent);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** Drizzle's record of the migrations applied: a backup restores only into the same schema version. */
export async function readMigrations(db: Executor): Promise<MigrationState> {
  const result = (await db.execute(sql`
    select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations
    order by created_at, hash`)) as unknown as Rows<{ hash: string; createdAt: string }>;
  return result.rows.map((r) => ({ hash: r.hash, createdAt: r.createdAt }));
}

export function sameMigrations(a: MigrationState, b: MigrationState): boolean {
  return a.length === b.length && a.every((m, i) => m.hash === b[i]?.hash && m.createdAt === b[i]?.createdAt);
}
