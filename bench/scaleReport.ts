import { textTable } from './report';
import type { MemoryReading, ScaleFigures } from './scaleBench';

const COLUMNS = [
  'target',
  'data',
  'SQL',
  'body KB',
  '1st ms',
  'alone',
  'req/s',
  'p50',
  'p95',
  'p99 ms',
  'bare req/s',
  'bare p95',
  'vs bare',
  'rounds',
  'vs bare+body',
  'floor vs bare',
  'vs floor',
  'issue 16',
];

/** The scale bench's figures: reads next to the bare server, memory, then submissions. */
export function formatScale(figures: ScaleFigures): string {
  const cells = figures.rows.map((row) => {
    const { parley: p, bare: b } = row;
    const failures = [p, b].reduce((sum, m) => sum + (m ? m.non2xx + m.errors : 0), 0);
    const verdict =
      p && row.ratio !== undefined
        ? verdictOf(row.ratio, p.p95Ms, row.p95BudgetMs)
        : `not under load: one request alone ${seconds(row.singleRequestMs)} (bare ${seconds(row.bareSingleRequestMs ?? Number.NaN)})`;
    return [
      row.target,
      row.data,
      String(row.statements),
      (row.responseBytes / 1024).toFixed(1),
      ms(row.firstRequestMs),
      ms(row.singleRequestMs),
      p ? Math.round(p.requestsPerSecond).toLocaleString('en-US') : '-',
      p ? ms(p.p50Ms) : '-',
      p ? ms(p.p95Ms) : '-',
      p ? ms(p.p99Ms) : '-',
      b ? Math.round(b.requestsPerSecond).toLocaleString('en-US') : '-',
      b ? ms(b.p95Ms) : '-',
      row.ratio === undefined ? '-' : percent(row.ratio),
      row.roundRatios ? row.roundRatios.map(percent).join(' ') : '-',
      row.ratioToBareWithBody === undefined ? '-' : percent(row.ratioToBareWithBody),
      row.stackFloorToBare === undefined ? '-' : percent(row.stackFloorToBare),
      row.ratioToStackFloor === undefined ? '-' : percent(row.ratioToStackFloor),
      failures > 0 ? `${verdict}; ${failures} failed requests` : verdict,
    ];
  });
  const lines = [
    `scale: PostgreSQL, ${figures.connections} connections; Parley and bare take turns ${figures.rounds} times per target, ` +
      `${figures.seconds} s each, the first after a 2 s warm-up; req/s, latencies and vs bare are the round ` +
      "with the median ratio, rounds = every round's ratio " +
      '(a target over 100 ms alone: no warm-up, 3 requests per connection); bare = Koa + pg running ' +
      'the same statements (SQL) and answering their rows as JSON; vs bare+body = next to the same bare ' +
      "server answering with Parley's body instead (its median round; informative, issue 16's verdict " +
      'is vs bare); floor = the same statements and body behind only the libraries the stack requires ' +
      '(koa-session in PostgreSQL, @koa/router, a pino line and a prom-client observation a request): ' +
      "floor vs bare = how far the stack alone gets, vs floor = Parley's own code on top (median rounds); " +
      '1st ms = the first request alone, ' +
      'before anything was kept for it; alone = the second, whose statements the bare server runs',
    textTable(COLUMNS, cells, (i) => (i >= 2 && i <= 12) || (i >= 14 && i <= 16)),
    '',
    `server memory (MB: RSS, then the JavaScript heap in use as found / after a full collection): ${figures.memory
      .map(
        (m) =>
          `${m.data}: ${reading(m.idle)} idle` +
          (m.afterReads ? `, ${reading(m.afterReads)} after the reads` : '') +
          (m.afterSubmissions ? `, ${reading(m.afterSubmissions)} after the submissions` : ''),
      )
      .join('; ')}`,
  ];
  const s = figures.submissions;
  if (s) {
    lines.push(
      `submission, ${s.experts} experts at once on the 50k data: ${s.answers} answers in ${s.wallSeconds.toFixed(1)} s ` +
        `(${s.answersPerSecond.toFixed(0)}/s), p50 ${ms(s.p50Ms)}, p95 ${ms(s.p95Ms)}, p99 ${ms(s.p99Ms)}, ` +
        `max ${ms(s.maxMs)} ms; ${s.refused} refused (issue 16: p99 ≤ 250 ms)`,
    );
    const rounds = figures.submissionRounds ?? [];
    if (rounds.length > 1) {
      lines.push(
        `  the round with the median p99 of ${rounds.length}, each on interviews of its own; every round, in order: ` +
          rounds
            .map((round) => `${round.answersPerSecond.toFixed(0)}/s p99 ${ms(round.p99Ms)}`)
            .join(', ') +
          ` ms; ${rounds.reduce((sum, round) => sum + round.refused, 0)} refused in all`,
      );
    }
  }
  if (figures.helloWorldRps) {
    lines.push(
      `the host: a bare Koa hello-world answered ${figures.helloWorldRps.toFixed(0)} req/s ` +
        `just before the submissions (33,697 on the host issue 16 was filed on)`,
    );
  }
  return lines.join('\n');
}

function verdictOf(ratio: number, p95Ms: number, budgetMs: number): string {
  const misses = [
    ratio < 0.5 && 'req/s < 50% of bare',
    p95Ms > budgetMs && `p95 > ${budgetMs} ms`,
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : misses.join(', ');
}

const reading = (m: MemoryReading) =>
  `${m.rssMb.toFixed(0)} (${m.heapUsedMb.toFixed(0)} / ${m.liveHeapMb.toFixed(0)})`;
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
