import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '#infra/bundling.ts';

/** The load benchmark's rows as text: the printed lines, the markdown table and docs/reliability.md's section. */

const DOC = path.join(REPO_ROOT, 'docs', 'reliability.md');
const BEGIN = '<!-- load:begin -->';
const END = '<!-- load:end -->';

/** One row of the table: a scenario at a number of connections. */
export interface Row {
  scenario: string;
  connections: number;
  /** Every answer, whatever its status. */
  requestsPerSecond: number;
  /** The 2xx answers only: for sign-in, the sign-ins that succeeded. */
  okPerSecond: number;
  p50: number;
  p99: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Connection errors and client timeouts. */
  errors: number;
  /** The baseline is measured here, not by autocannon: its latencies have sub-millisecond resolution. */
  fractionalMs?: boolean;
}

export const fixed = (value: number, fractional?: boolean) =>
  Number.isNaN(value) ? '–' : fractional ? value.toFixed(1) : value.toFixed(0);

export const requestsPerSecond = (value: number) => (value < 100 ? value.toFixed(1) : value.toFixed(0));

/** Non-2xx answers as `429 × 12, 503 × 3`, or `–`. */
export function non2xx(row: Row): string {
  const entries = Object.entries(row.statuses)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${code} × ${count}`);
  return entries.length ? entries.join(', ') : '–';
}

const answered = (row: Row) => Object.values(row.statuses).reduce((sum, count) => sum + count, 0);

export function describe(row: Row): string {
  return `${row.scenario} @ ${row.connections}: ${requestsPerSecond(row.requestsPerSecond)} req/s (2xx ${requestsPerSecond(row.okPerSecond)}/s), p50 ${fixed(row.p50, row.fractionalMs)} ms, p99 ${fixed(row.p99, row.fractionalMs)} ms, non-2xx ${non2xx(row)}, errors ${row.errors}`;
}

/** Rows grouped by connections, the raw GetItem first in each group. */
export function ordered(rows: Row[]): Row[] {
  return [...rows].sort(
    (a, b) => a.connections - b.connections || Number(Boolean(b.fractionalMs)) - Number(Boolean(a.fractionalMs)),
  );
}

function markdownTable(rows: Row[]): string {
  const header = ['Scenario', 'Connections', 'req/s', '2xx/s', 'p50 ms', 'p99 ms', 'non-2xx (by status)', 'errors'];
  const lines = [header];
  for (const row of ordered(rows)) {
    lines.push([
      row.scenario,
      String(row.connections),
      requestsPerSecond(row.requestsPerSecond),
      requestsPerSecond(row.okPerSecond),
      fixed(row.p50, row.fractionalMs),
      fixed(row.p99, row.fractionalMs),
      non2xx(row),
      String(row.errors),
    ]);
  }
  // Padded like the other tables of the docs, so the markdown reads as a table too.
  const widths = header.map((_, column) => Math.max(...lines.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head = header, ...body] = lines;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** What the issue asks to keep holding under load, read off the rows. */
export function checks(rows: Row[]): string[] {
  const lines: string[] = [];
  const count = (row: Row, code: string) => row.statuses[code] ?? 0;
  for (const row of rows.filter((candidate) => candidate.scenario.startsWith('GET /api/health'))) {
    const failed = Object.entries(row.statuses).filter(([code]) => code.startsWith('5'));
    lines.push(
      `Health @ ${row.connections}: ${failed.length ? `FAILED under its own traffic (${failed.map(([code, n]) => `${code} × ${n}`).join(', ')})` : `no 5xx in ${answered(row)} answers`}.`,
    );
  }
  for (const row of rows.filter((candidate) => candidate.scenario.includes('one account'))) {
    const others = Object.entries(row.statuses)
      .filter(([code]) => !['200', '429', '403'].includes(code))
      .map(([code, n]) => `, ${n} × ${code}`)
      .join('');
    lines.push(
      `Correct sign-ins on one account @ ${row.connections}: ${count(row, '200')} × 200, ${count(row, '429')} × 429${others}, ${count(row, '403')} × 403 "locked"${count(row, '403') ? ' (WRONG: the account is not locked)' : ''}.`,
    );
  }
  const serverErrors = (row: Row) =>
    Object.entries(row.statuses)
      .filter(([code]) => code.startsWith('5'))
      .map(([code, n]) => `${code} × ${n}`)
      .join(', ');
  const with5xx = rows.filter((row) => serverErrors(row));
  lines.push(
    with5xx.length
      ? `5xx answers in: ${with5xx.map((row) => `${row.scenario} @ ${row.connections} (${serverErrors(row)})`).join('; ')}.`
      : 'No 5xx answer in any row.',
  );
  return lines;
}

export function writeDoc(
  rows: Row[],
  facts: {
    startLoad: string;
    endLoad: string;
    cpuLine: string;
    wallSeconds: number;
    logLines: string[];
    durationSeconds: number;
    warmUpSeconds: number;
  },
): void {
  const cpus = os.cpus();
  const command = `npm run bench:load -- ${process.argv.slice(2).join(' ')}`.trim();
  const section = [
    BEGIN,
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${command}\` on ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}; load average (1, 5, 15 min) ${facts.startLoad} at the start and ${facts.endLoad} at the end (its own processes included); ${facts.cpuLine}; ${facts.durationSeconds} s per row after a ${facts.warmUpSeconds} s warm-up per endpoint; the whole run took ${Math.round(facts.wallSeconds)} s.`,
    '',
    markdownTable(rows),
    '',
    ...checks(rows).map((line) => `- ${line}`),
    ...(facts.logLines.length ? [`- Handler log lines: ${facts.logLines.join('; ')}.`] : []),
    '',
    '**How to read it.** Rows are grouped by connections (requests in flight at once); the first row of',
    'each group is a raw `GetItem` of the post item (the one `GET /api/posts/{id}` reads) with the',
    'handlers’ own SDK client settings (`lambdas/lib/aws/time-budget.ts`), no gateway and no handler.',
    '`req/s` counts every answer, `2xx/s` the successful ones (for sign-in: the sign-ins that succeeded).',
    'Everything shares the same cores: autocannon and the raw GetItem loops in one Node process, the',
    'gateway and every handler in another, DynamoDB Local in its JVM. So the figures are this machine’s',
    'ceiling for one API process, not what AWS would do, where each concurrent request has its own Lambda',
    'environment. Where an API row comes close to the GetItem row (the public reads), DynamoDB Local is',
    'the limit and the gateway, middy and the handler add little; where it stays well below, the',
    'handler’s own work is: a create looks up the session, writes the idempotency record, writes the post',
    'and its slug guard in one transaction and keeps the answer for retries; a sign-in checks the',
    'password with scrypt (128 MiB, about 0.7 s of one idle core here; under two checks a second on this',
    'machine while the benchmark runs). Sign-ins beyond that rate queue, and one still queued when its',
    '10 s function budget runs out is answered `503` with `Retry-After` by middy’s early timeout, never a',
    'generic 500 and never “locked”; the handlers log those as `Function time ran out before the',
    'handler finished`. `GET /api/health` answers from its 5 s cache',
    'of the dependency checks. The one-account rows send correct sign-ins for a single account from every',
    'connection: more than five in flight get `429` with `Retry-After`. Refused attempts are not free:',
    'each reads the account, and a slot that frees is raced for by every waiting attempt with a',
    'conditional write on the one user item; at 100 connections on one account that traffic competes with',
    'the five password checks for the same cores and the same item, so answers, 429s included, can take',
    'seconds here. p50 and p99 are over every answer received during the row, whatever its status',
    '(autocannon counts whole milliseconds); `errors` are connection errors and client timeouts (20 s).',
    'Run `npm run bench:load` for fresh figures, `--write-doc` to replace this section.',
    END,
  ].join('\n');
  const doc = readFileSync(DOC, 'utf8');
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${DOC} has no ${BEGIN} … ${END} section`);
  writeFileSync(DOC, doc.slice(0, start) + section + doc.slice(end + END.length));
  console.log(`\nWrote the table to ${path.relative(process.cwd(), DOC)}.`);
}
