import { pathToFileURL } from 'node:url';
import type { ServerProcess } from '../tests/process/server-process';
import {
  benchUser,
  type Database,
  describeLoad,
  figuresOf,
  type LoadFigures,
  load,
  onEachDatabase,
} from './support';

// The mind-map autosave, PATCH /api/mindmaps/:id carrying a whole tree of 1,000 nodes, at 20
// connections, against the real server on PGlite (and PostgreSQL when configured). Each save carries the
// updatedAt that its map's last save returned, as the editor does, so every save is a real write that
// passes the optimistic-concurrency check. Figures are printed, never asserted; no target is set
// for this save, so they are information (20 saves of ~90 KB at once is far more than one student's
// editor sends: one save a second at most while editing).

export const MAP_NODES = 1_000;
const CONNECTIONS = 20;
const DURATION_S = 10;

export type MindMapFigures = LoadFigures & { database: Database; bodyKb: number };

type Tree = { id: string; label: string; note?: string; children: Tree[] };

/** 1 + 9 + 90 + 900 nodes, labels and notes of a student's length; the first branch's label is the one edited. */
export function benchTree(): Tree {
  let n = 0;
  const node = (label: string, children: Tree[] = []): Tree => {
    n += 1;
    const note = n % 7 === 0 ? { note: 'Held: the duty was owed. '.repeat(4) } : {};
    return { id: `n${n.toString(36)}`, label, ...note, children };
  };
  const root = node('Contract law');
  root.children = Array.from({ length: 9 }, (_, a) =>
    node(
      a === 0 ? 'EDIT_MARK' : `Branch ${a}: formation and terms`,
      Array.from({ length: 10 }, (_, b) =>
        node(
          `Rule ${a}.${b}: offer and acceptance`,
          Array.from({ length: 10 }, (_, c) => node(`Case ${a}.${b}.${c} v Respondent [2001] EWCA Civ`)),
        ),
      ),
    ),
  );
  if (n !== MAP_NODES) throw new Error(`the bench tree has ${n} nodes`);
  return root;
}

export async function benchMindMaps(): Promise<MindMapFigures[]> {
  return onEachDatabase('mindmaps', measure);
}

async function measure(server: ServerProcess, database: Database): Promise<MindMapFigures> {
  const { headers, call } = await benchUser(server);
  // Two maps a connection: a spare for each, should a request be lost and its map not come back.
  const maps = await Promise.all(
    Array.from(
      { length: 2 * CONNECTIONS },
      async (_, i) =>
        (
          await call<{ mindmap: { id: string; updatedAt: string } }>('POST', '/api/mindmaps', {
            title: `Bench map ${i}`,
            root: benchTree(),
          })
        ).mindmap,
    ),
  );
  // The tree is serialised once; each save changes one label, so the server writes a different tree.
  const rootJson = JSON.stringify(benchTree());
  // autocannon clears a connection's context before each request, so maps are lent from a pool: a request
  // takes a map nobody is saving and gives it back, with its new version, when answered.
  const free = [...maps];
  let edit = 0;
  type Context = { map?: { id: string; updatedAt: string } };
  const result = await load({
    url: server.url('/api/mindmaps'),
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: 'PATCH',
    headers,
    requests: [
      {
        setupRequest: (req, context: Context) => {
          const map = free.shift();
          if (!map) throw new Error('every map is being saved: requests were lost');
          context.map = map;
          edit += 1;
          return {
            ...req,
            path: `/api/mindmaps/${map.id}`,
            body: `{"updatedAt":"${map.updatedAt}","root":${rootJson.replace('EDIT_MARK', `Edit ${edit}`)}}`,
          };
        },
        onResponse: (status, body, context: Context) => {
          if (!context.map) return;
          // The map's own updatedAt comes before its tree in the answer; a regex spares parsing 90 KB.
          const seen = /"updatedAt":"([^"]+)"/.exec(body)?.[1];
          if (status === 200 && seen) context.map.updatedAt = seen;
          free.push(context.map);
        },
      },
    ],
  });
  const endpoint = `PATCH /api/mindmaps/:id, ${MAP_NODES.toLocaleString('en-GB')} nodes (${database})`;
  const f = { ...figuresOf(endpoint, result), database, bodyKb: Math.round(rootJson.length / 1024) };
  console.info(`${f.endpoint}, ${f.bodyKb} KB a save, ${CONNECTIONS} connections: ${describeLoad(f)}`);
  return f;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchMindMaps();
