import { testConfig } from '../src/server/config';
import { connect } from '../src/server/db/connect';
import { createAccount } from '../src/server/features/auth/service';
import { retrieve, type Source } from '../src/server/features/chat/retrieval';
import { LibraryCache } from '../src/server/features/library/cache';
import { loadLibraryData } from '../src/server/features/library/loader';
import { readDataDir } from '../src/server/features/library/starter';
import { HELD_OUT } from './heldout';
function keyOf(source: Source): string {
  const [, kind, a, b] = source.href.split('/');
  return kind === 'statute' ? `${a} s ${decodeURIComponent(b ?? '')}` : (a ?? '');
}
const database = await connect({ kind: 'pglite', dataDir: null });
await database.migrate();
const { db } = database;
await loadLibraryData(db, readDataDir(testConfig().libraryDataDir));
const user = await createAccount(db, { username: 'eval_h', email: 'eval_h@example.com', password: 'an evaluation passphrase', plan: 'PREMIUM' });
const library = new LibraryCache(0);
let t1 = 0, t3 = 0, ref = 0;
for (const q of HELD_OUT) {
  const found = await retrieve(db, library, q.kind, user.id, q.q);
  const keys = found.sources.map(keyOf);
  const rank = keys.findIndex((k) => q.expect.includes(k));
  if (!found.covered) ref++;
  if (rank === 0) t1++;
  if (rank >= 0 && rank < 3) t3++;
  if (rank !== 0) console.log(`miss ${rank < 0 ? '-' : rank + 1}${found.covered ? '' : ' REFUSED'}: ${q.q}\n   want ${q.expect.join('|')} got ${keys.slice(0, 3).join(', ')}`);
}
console.log(`held out ${HELD_OUT.length}: top1 ${t1} (${((100 * t1) / HELD_OUT.length).toFixed(1)}%) top3 ${t3} (${((100 * t3) / HELD_OUT.length).toFixed(1)}%) refused ${ref}`);
process.exit(0);
