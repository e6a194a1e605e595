import { AI_TARGET, benchLimitCheck, benchLocalEngine } from './ai';
import { ANALYTICS_TARGET, benchAnalytics } from './analytics';
import { benchWebhooks } from './billing';
import { BUNDLE_TARGET_KB, type BundleFigures, benchBundle } from './bundle';
import { benchChatRetrieval, CHAT_TARGET } from './chat';
import { benchDecks, DECKS_TARGET, describeDecks } from './decks';
import { benchHostileUploads, HOSTILE_TARGET } from './hostile-uploads';
import { benchImports, IMPORT_TARGET } from './imports';
import { benchLibrary, LIBRARY_TARGET, searchVerdict } from './library';
import { benchMindMaps } from './mindmaps';
import { benchMocks, MOCKS_TARGET } from './mocks';
import { benchNotes, NOTES_TARGET } from './notes';
import { benchNotifications, NOTIFICATIONS_TARGET } from './notifications';
import { benchPracticeMarking, PRACTICE_TARGET } from './practice';
import { benchRouteCache, formatRouteCache, ROUTE_CACHE_TARGET } from './route-cache';
import { benchSession, SESSION_TARGET, type SessionFigures } from './session';
import { benchSoak, formatSoak, SOAK_TARGET } from './soak';
import { benchSplitView } from './split-view';
import { benchStudy, STUDY_TARGET, sessionVerdict, verdict as studyVerdict } from './study';
import { benchStudyStats, STATS_TARGET } from './study-stats';
import { describeLoad } from './support';

// `npm run bench`: every benchmark, then one table. `npm run bench -- --soak` adds the soak (bench/soak.ts), ten
// minutes by default (SOAK_SECONDS), too long for every run. Figures are printed, never asserted; a MISS does not
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

console.info(
  '\n== Study (50 connections, 10 s: each endpoint with autocannon, then study sessions flat out, then paced at the target) ==',
);
try {
  for (const f of await benchStudy()) {
    // The session line (queue fetches and answers as the client makes them) is measured in reviews/s.
    const session = f.reviewsPerSecond !== undefined;
    rows.push({
      benchmark: f.endpoint,
      measured: session
        ? `${f.reviewsPerSecond} reviews/s (${f.reviewsPerQueue} per queue), p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.errors} err, ${f.non2xx} non-2xx${f.serverCpuUs === undefined ? '' : `, ${f.serverCpuUs} us CPU/request in the server`}`
        : `${f.requestsPerSecond} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.errors} err, ${f.non2xx} non-2xx`,
      target: f.paced
        ? `p99 < ${STUDY_TARGET.p99Ms} ms at ${f.paced} reviews/s`
        : session
          ? `>= ${STUDY_TARGET.reviewsPerSecond} reviews/s`
          : f.endpoint.startsWith('POST')
            ? `>= ${STUDY_TARGET.reviewsPerSecond}/s, p99 < ${STUDY_TARGET.p99Ms} ms`
            : 'info',
      verdict: session ? sessionVerdict(f) : f.endpoint.startsWith('POST') ? studyVerdict(f) : 'info',
    });
  }
} catch (error) {
  broken = true;
  console.error('The study benchmark could not run:', error);
  rows.push({ benchmark: 'Study queue and reviews', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info('\n== Study statistics with a year of history (autocannon, 10 s: 1 connection, then 10) ==');
try {
  for (const f of await benchStudyStats()) {
    rows.push({
      benchmark: `${f.endpoint}, ${f.connections} at once`,
      measured: describeLoad(f),
      target: f.verdict === 'info' ? 'info' : `p99 < ${STATS_TARGET.p99Ms} ms`,
      verdict: f.verdict,
    });
  }
} catch (error) {
  broken = true;
  console.error('The study statistics benchmark could not run:', error);
  rows.push({ benchmark: 'GET /api/study/stats', measured: 'not measured', target: '', verdict: 'ERROR' });
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

console.info('\n== Hostile uploads (four accounts send zip bombs at once; /api/health timed meanwhile) ==');
try {
  for (const f of await benchHostileUploads()) {
    rows.push({
      benchmark: `${f.round}${f.worstCase ? ' (worst case allowed)' : ''}`,
      measured: `health p99 ${f.healthP99Ms} ms (max ${f.healthMaxMs}), peak RSS ${f.peakRssMb} MB (${f.idleRssMb} idle); ${f.outcomes}`,
      target: `p99 < ${HOSTILE_TARGET.healthP99Ms} ms, RSS < ${HOSTILE_TARGET.peakRssMb} MB`,
      verdict: f.verdict,
    });
  }
} catch (error) {
  broken = true;
  console.error('The hostile-upload benchmark could not run:', error);
  rows.push({ benchmark: 'Hostile uploads', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info('\n== Notes (20,000 notes of one user; 100 KB saves) ==');
try {
  for (const f of await benchNotes()) {
    rows.push({
      benchmark: f.endpoint,
      measured: describeLoad(f),
      target: f.verdict === 'info' ? 'info' : `p99 < ${NOTES_TARGET.p99Ms} ms`,
      verdict: f.verdict,
    });
  }
} catch (error) {
  broken = true;
  console.error('The notes benchmark could not run:', error);
  rows.push({ benchmark: 'Notes search and save', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info('\n== Notifications (autocannon, 50 connections, 10 s: the bell list, 200 of mine) ==');
try {
  for (const f of await benchNotifications()) {
    rows.push({
      benchmark: f.endpoint,
      measured: describeLoad(f),
      target: `p99 < ${NOTIFICATIONS_TARGET.p99Ms} ms`,
      verdict: f.verdict,
    });
    rows.push({
      benchmark: `Notifications list, one uncached read in-process (${f.database})`,
      measured: `p50 ${f.miss.p50Ms} ms, p99 ${f.miss.p99Ms} ms`,
      target: 'info',
      verdict: 'info',
    });
  }
} catch (error) {
  broken = true;
  console.error('The notifications benchmark could not run:', error);
  rows.push({ benchmark: 'Notifications list', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info(
  '\n== Billing webhooks (autocannon, 10 connections, 10 s: signed events through the stripe provider) ==',
);
try {
  for (const f of await benchWebhooks()) {
    for (const line of [f, f.replay])
      rows.push({
        benchmark: `${line.endpoint} (${f.database})`,
        measured: describeLoad(line),
        target: 'events/s (no figure set)',
        verdict: line.non2xx === 0 && line.errors === 0 ? 'PASS' : 'MISS',
      });
  }
} catch (error) {
  broken = true;
  console.error('The billing webhook benchmark could not run:', error);
  rows.push({ benchmark: 'Billing webhooks', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info('\n== Mind maps (autocannon, 20 connections, 10 s: whole-tree saves of 1,000 nodes) ==');
try {
  for (const f of await benchMindMaps()) {
    rows.push({
      benchmark: f.endpoint,
      measured: describeLoad(f),
      target: 'info',
      verdict: f.errors === 0 && f.non2xx === 0 ? 'info' : 'MISS',
    });
  }
} catch (error) {
  broken = true;
  console.error('The mind-map benchmark could not run:', error);
  rows.push({ benchmark: 'Mind-map saves', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info('\n== Starter decks (one request adds all 13 decks) ==');
try {
  for (const f of await benchDecks()) {
    rows.push({
      benchmark: `POST /api/decks/add, all decks (${f.database})`,
      measured: describeDecks(f),
      target: `< ${DECKS_TARGET.addAllMs} ms`,
      verdict: f.verdict,
    });
  }
} catch (error) {
  broken = true;
  console.error('The starter-deck benchmark could not run:', error);
  rows.push({ benchmark: 'Starter decks', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info(
  '\n== Legal library (starter library + 100,000 paragraphs; autocannon, 20 connections, 10 s) ==',
);
try {
  for (const f of await benchLibrary()) {
    rows.push({
      benchmark: `Import a 2 MB judgment (${f.database})`,
      measured: `${f.importMs} ms (parse ${f.parseMs} ms)`,
      target: `< ${LIBRARY_TARGET.importMs / 1000} s`,
      verdict: f.importMs < LIBRARY_TARGET.importMs ? 'PASS' : 'MISS',
    });
    for (const s of f.searches) {
      rows.push({
        benchmark: s.endpoint,
        measured: `${s.requestsPerSecond} req/s, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, ${s.errors} err, ${s.non2xx} non-2xx`,
        target: `p99 < ${LIBRARY_TARGET.p99Ms} ms`,
        verdict: searchVerdict(s),
      });
    }
  }
} catch (error) {
  broken = true;
  console.error('The library benchmark could not run:', error);
  rows.push({ benchmark: 'Legal library', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info('\n== AI (local engine on 5,000 words; the weekly-limit check in-process on PGlite) ==');
try {
  for (const f of await benchLocalEngine()) {
    rows.push({
      benchmark: `Local engine: ${f.output} from ${f.words.toLocaleString('en-GB')} words`,
      measured: `median ${f.medianMs.toFixed(1)} ms, max ${f.maxMs.toFixed(1)} ms`,
      target: `< ${AI_TARGET.localMs} ms`,
      verdict: f.maxMs < AI_TARGET.localMs ? 'PASS' : 'MISS',
    });
  }
  for (const f of await benchLimitCheck()) {
    rows.push({
      benchmark: `Weekly-limit check, ${f.path}`,
      measured: `p50 ${f.p50Ms.toFixed(2)} ms, p99 ${f.p99Ms.toFixed(2)} ms`,
      target: f.path.includes('noise') ? 'info' : `p99 < ${AI_TARGET.limitP99Ms} ms`,
      verdict: f.path.includes('noise') ? 'info' : f.p99Ms < AI_TARGET.limitP99Ms ? 'PASS' : 'MISS',
    });
  }
} catch (error) {
  broken = true;
  console.error('The AI benchmark could not run:', error);
  rows.push({ benchmark: 'AI', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info('\n== SQE2 practice marking (local engine, 1,500-word answers, 200 runs each) ==');
try {
  for (const f of await benchPracticeMarking()) {
    rows.push({
      benchmark: `Local marking: ${f.scenario}, ${f.words.toLocaleString('en-GB')} words`,
      measured: `p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms, max ${f.maxMs.toFixed(1)} ms`,
      target: `< ${PRACTICE_TARGET.ms} ms`,
      verdict: f.maxMs < PRACTICE_TARGET.ms ? 'PASS' : 'MISS',
    });
  }
} catch (error) {
  broken = true;
  console.error('The practice marking benchmark could not run:', error);
  rows.push({ benchmark: 'SQE2 practice marking', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info("\n== SQE1 mock papers (embedded database, the team's bank) ==");
try {
  const f = await benchMocks();
  rows.push({
    benchmark: 'Start a 180-question mock paper',
    measured: `p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms`,
    target: `p99 < ${MOCKS_TARGET.p99Ms} ms`,
    verdict: f.verdict,
  });
} catch (error) {
  broken = true;
  console.error('The mock paper benchmark could not run:', error);
  rows.push({ benchmark: 'Mock papers', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info(
  '\n== Chat retrieval (in-process, starter library and 100,000 paragraphs on PGlite, 500 questions per chat) ==',
);
try {
  for (const f of await benchChatRetrieval()) {
    rows.push({
      benchmark: `Chat retrieval, ${f.kind}`,
      measured: `p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms`,
      target: `p99 < ${CHAT_TARGET.p99Ms} ms`,
      verdict: f.p99Ms < CHAT_TARGET.p99Ms ? 'PASS' : 'MISS',
    });
  }
} catch (error) {
  broken = true;
  console.error('The chat benchmark could not run:', error);
  rows.push({ benchmark: 'Chat retrieval', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info(
  '\n== Analytics (1,000,000 stored page views; POST /api/analytics/pageview at 100 connections) ==',
);
try {
  for (const f of await benchAnalytics()) {
    for (const r of f.reads)
      rows.push({
        benchmark: `GET /api/admin/analytics, ${r.range}, 1M views (${f.database})`,
        measured: `first ${r.firstMs} ms, p50 ${r.p50Ms} ms, max ${r.maxMs} ms`,
        target: `< ${ANALYTICS_TARGET.readMs} ms`,
        verdict: f.verdicts.read,
      });
    rows.push({
      benchmark: `POST /api/analytics/pageview (${f.database})`,
      measured: `${f.ingest.eventsPerSecond} events/s, p99 ${f.ingest.p99Ms} ms, ${f.ingest.acknowledged} acknowledged, ${f.ingest.stored} stored`,
      target: `>= ${ANALYTICS_TARGET.eventsPerSecond}/s, none lost`,
      verdict: f.verdicts.ingest,
    });
  }
} catch (error) {
  broken = true;
  console.error('The analytics benchmark could not run:', error);
  rows.push({ benchmark: 'Analytics', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info(
  '\n== Route cache (Chromium against the real server: switching back to kept screens, heap of 15) ==',
);
try {
  const f = await benchRouteCache();
  console.info(formatRouteCache(f));
  for (const [label, spread] of [
    ['nav link', f.navLink],
    ['Back', f.back],
  ] as const)
    rows.push({
      benchmark: `Switch to a kept screen by ${label}`,
      measured: `median ${spread.medianMs} ms, p95 ${spread.p95Ms} ms`,
      target: `p95 < ${ROUTE_CACHE_TARGET.switchMs} ms`,
      verdict: spread.p95Ms < ROUTE_CACHE_TARGET.switchMs ? 'PASS' : 'MISS',
    });
  rows.push({
    benchmark: `JS heap with ${f.keptScreens} kept screens`,
    measured: `${f.heapMb} MB`,
    target: `< ${ROUTE_CACHE_TARGET.heapMb} MB`,
    verdict: f.heapVerdict,
  });
} catch (error) {
  broken = true;
  console.error('The route cache benchmark could not run:', error);
  rows.push({ benchmark: 'Route cache', measured: 'not measured', target: '', verdict: 'ERROR' });
}

console.info('\n== Split view (Chromium against the real server: adding panels, switching their tabs) ==');
try {
  const f = await benchSplitView();
  for (const [label, spread] of [
    ['Add a panel (dashboard shown)', f.addPanel],
    ["A panel's tab, first visit", f.firstTabVisit],
    ["A panel's tab, screen seen before", f.tabSwitch],
  ] as const)
    rows.push({
      benchmark: `Split view: ${label}`,
      measured: `median ${spread.medianMs} ms, max ${spread.maxMs} ms (${spread.samples})`,
      target: 'no target set',
      verdict: '-',
    });
} catch (error) {
  broken = true;
  console.error('The split view benchmark could not run:', error);
  rows.push({ benchmark: 'Split view', measured: 'not measured', target: '', verdict: 'ERROR' });
}

if (process.argv.includes('--soak')) {
  console.info('\n== Soak (mixed traffic at 300 req/s on the embedded database, SOAK_SECONDS) ==');
  try {
    const f = await benchSoak();
    console.info(formatSoak(f));
    rows.push({
      benchmark: `Soak, ${f.seconds} s of mixed traffic`,
      measured: `${Math.round(f.requests / f.seconds)} req/s, ${f.errors} errors, p99 ${f.p99Ms} ms (steady ${f.steadyP99Ms} ms), memory ${f.growthMb >= 0 ? '+' : ''}${f.growthMb} MB`,
      target: `${SOAK_TARGET.errors} errors, steady p99 < ${SOAK_TARGET.steadyP99Ms} ms, memory < +${SOAK_TARGET.memoryGrowthMb} MB`,
      verdict:
        f.errors === SOAK_TARGET.errors &&
        f.steadyP99Ms < SOAK_TARGET.steadyP99Ms &&
        f.growthMb < SOAK_TARGET.memoryGrowthMb
          ? 'PASS'
          : 'MISS',
    });
  } catch (error) {
    broken = true;
    console.error('The soak could not run:', error);
    rows.push({ benchmark: 'Soak', measured: 'not measured', target: '', verdict: 'ERROR' });
  }
}

console.info('\n== Summary ==');
const columns = ['benchmark', 'measured', 'target', 'verdict'] as const;
const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => r[c].length)));
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
console.info(line([...columns]));
console.info(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const row of rows) console.info(line(columns.map((c) => row[c])));
if (broken) process.exitCode = 1;
