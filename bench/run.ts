import { BUNDLE_TARGET_KB, type BundleFigures, benchBundle } from './bundle';
import { benchImports, IMPORT_TARGET } from './imports';
import { benchSession, SESSION_TARGET, type SessionFigures } from './session';
import { benchStudy, STUDY_TARGET, verdict as studyVerdict } from './study';

// `npm run bench`: every benchmark, then one table. Figures are printed, never asserted; a MISS does not
// fail the command, a benchmark that could not run does (exit 1), so a broken bench is noticed.

type Row = { benchmark: string; measured: string; target: string; verdict: string };
const rows: Row[] = [];
let broken = false;

console.info('== Session lookup (autocannon, 50 connections, 10 s) ==');
try {
  const figures: SessionFigures[] = await benchSession();
  for (const f of figures) {
    rows.push({
      benchmark: `GET /api/auth/session (${f.database})`,
      measured: `${f.requestsPerSecond} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.errors} err, ${f.non2xx} non-2xx`,
      target: `>= ${SESSION_TARGET.requestsPerSecond} req/s, p99 < ${SESSION_TARGET.p99Ms} ms`,
      verdict: f.verdict,
    });
  }
} catch (error) {
  broken = true;
  console.error('The session benchmark could not run:', error);
  rows.push({ benchmark: 'GET /api/auth/session', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info('\n== Landing page JavaScript (gzip -9) ==');
try {
  const f: BundleFigures = await benchBundle();
  rows.push({
    benchmark: `Landing JS before interactive${f.landingRouteFound ? '' : ' (entry + static only)'}`,
    measured: `${f.landingKb.toFixed(1)} kB gzipped`,
    target: `< ${BUNDLE_TARGET_KB} kB`,
    verdict: f.verdict,
  });
  if (f.browser) {
    rows.push({
      benchmark: 'Landing JS fetched by Chromium',
      measured: `${f.browser.kb.toFixed(1)} kB gzipped`,
      target: `< ${BUNDLE_TARGET_KB} kB`,
      verdict: f.browser.kb < BUNDLE_TARGET_KB ? 'PASS' : 'MISS',
    });
  }
  rows.push({
    benchmark: 'Lazy chunks (other screens)',
    measured: `${f.others.length} chunks`,
    target: 'one per screen',
    verdict: 'info',
  });
} catch (error) {
  broken = true;
  console.error('The bundle benchmark could not run:', error);
  rows.push({
    benchmark: 'Landing JS before interactive',
    measured: 'not measured',
    target: '',
    verdict: 'ERROR',
  });
}

console.info('\n== Study (autocannon, 50 connections, 10 s) ==');
try {
  for (const f of await benchStudy()) {
    rows.push({
      benchmark: f.endpoint,
      measured: `${f.requestsPerSecond} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.errors} err, ${f.non2xx} non-2xx`,
      target: f.endpoint.startsWith('POST')
        ? `>= ${STUDY_TARGET.reviewsPerSecond}/s, p99 < ${STUDY_TARGET.p99Ms} ms`
        : 'info',
      verdict: f.endpoint.startsWith('POST') ? studyVerdict(f) : 'info',
    });
  }
} catch (error) {
  broken = true;
  console.error('The study benchmark could not run:', error);
  rows.push({ benchmark: 'Study queue and reviews', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info('\n== Imports (parse, then the whole import into the embedded database) ==');
try {
  for (const f of await benchImports()) {
    const targetMs = f.format === 'CSV' ? IMPORT_TARGET.csvMs : IMPORT_TARGET.apkgMs;
    rows.push({
      benchmark: `Import ${f.items.toLocaleString('en-GB')} ${f.format === 'CSV' ? 'CSV rows' : 'Anki notes'}`,
      measured: `${(f.importMs / 1000).toFixed(1)} s whole (parse ${f.warmMs} ms), peak RSS ${f.maxRssMb} MB`,
      target: `< ${targetMs / 1000} s`,
      verdict: f.importMs < targetMs ? 'PASS' : 'MISS',
    });
  }
} catch (error) {
  broken = true;
  console.error('The import benchmark could not run:', error);
  rows.push({ benchmark: 'Imports', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info('\n== Summary ==');
const columns = ['benchmark', 'measured', 'target', 'verdict'] as const;
const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => r[c].length)));
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
console.info(line([...columns]));
console.info(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const row of rows) console.info(line(columns.map((c) => row[c])));
if (broken) process.exitCode = 1;
