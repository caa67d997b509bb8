import { readFileSync, writeFileSync } from 'node:fs';

/** One row of the summary: what a fault did to the requests sent through it. */
export interface FaultRow {
  fault: string;
  /** How long the fault lasted (until the process was resumed, restarted, or SES let back). */
  faultMs: number;
  requests: number;
  ok: number;
  unavailable: number;
  /** Any other answer, or no answer at all: must be 0. */
  other: number;
  maxLatencyMs: number;
  /** Creates that answered an error, and how many of them their retry with the same key saved. */
  errored: number;
  retriedOk: number;
  /**
   * Of those, how many the earlier try had in fact saved: the retry answered an item created
   * before it was sent (posts, projects, topics; a file's answer carries no time: undefined).
   */
  savedBeforeError: number | undefined;
  /** The most tries one of them needed (a 409 "still in progress" or a 503 makes the client wait and try again). */
  maxTries: number;
  /** Writes (or mails) found afterwards, of those expected. */
  verified: number;
  expected: number;
  /** Items found more than once (or mails delivered more than once): must be 0. */
  duplicates: number;
  /** From the fault's end until every request succeeded again (or the last mail arrived). */
  recoveryMs: number | undefined;
  /** The checks that failed; empty when the fault behaved as promised. */
  violations: string[];
}

const seconds = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);

/** The summary as a markdown table (what the suite prints and writes to docs/reliability.md). */
export function faultTable(rows: FaultRow[]): string {
  const header = [
    'Fault',
    'Lasted',
    'Requests',
    '2xx',
    '503',
    'Other',
    'Max latency',
    'Errors retried → 2xx',
    'Saved before the error',
    'Max tries',
    'Writes verified',
    'Duplicates',
    'Recovery',
    'Result',
  ];
  const lines = rows.map((row) => [
    row.fault,
    row.faultMs === 0 ? '-' : seconds(row.faultMs),
    String(row.requests),
    String(row.ok),
    String(row.unavailable),
    String(row.other),
    `${Math.round(row.maxLatencyMs)} ms`,
    `${row.retriedOk} / ${row.errored}`,
    row.errored === 0 || row.savedBeforeError === undefined ? '-' : String(row.savedBeforeError),
    row.errored === 0 ? '-' : String(row.maxTries),
    `${row.verified} / ${row.expected}`,
    String(row.duplicates),
    seconds(row.recoveryMs),
    row.violations.length === 0 ? 'pass' : `FAIL (${row.violations.length})`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

/** Replaces what stands between `<!-- faults:begin -->` and `<!-- faults:end -->` in the file. */
export function writeBetweenMarkers(file: string, content: string): void {
  const begin = '<!-- faults:begin -->';
  const end = '<!-- faults:end -->';
  const text = readFileSync(file, 'utf8');
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} lacks the ${begin} … ${end} markers`);
  writeFileSync(file, `${text.slice(0, from + begin.length)}\n${content.trim()}\n${text.slice(to)}`);
}

/** A paragraph wrapped at `width` columns, as the repository's markdown is; a code span stays on one line. */
export function wrap(text: string, width = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.match(/(?:`[^`]*`|\S)+/g) ?? []) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}
