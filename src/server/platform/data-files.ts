import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

// The team's data files (data/library, data/sbaq, data/practice) are read and checked the same way: every
// .json file of a folder in name order, each parsed against its format, every problem kept as
// "file: where: what" so one run lists them all.

export type DataFile = { name: string; text: string };

const MAX_PROBLEMS_PER_FILE = 20;

export function readDataDir(dir: string): DataFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f, text: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/** The file's content if it is JSON of the format; otherwise null, with its problems added to `problems`. */
export function parseDataFile<T>(file: DataFile, format: z.ZodType<T>, problems: string[]): T | null {
  let json: unknown;
  try {
    json = JSON.parse(file.text);
  } catch (error) {
    problems.push(`${file.name}: not valid JSON (${(error as Error).message})`);
    return null;
  }
  const parsed = format.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues.slice(0, MAX_PROBLEMS_PER_FILE))
    problems.push(`${file.name}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  return null;
}
