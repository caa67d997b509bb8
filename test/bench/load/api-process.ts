/**
 * The API side of `npm run bench:load` (test/bench/load.ts), in a process of its own: the local
 * gateway and the handler modules over the backing services the benchmark started. Apart from the
 * load generator, so the two do not share an event loop or libuv's threads; and ended with SIGKILL
 * when the benchmark is done, because password checks still queued on libuv's threads (sign-ins
 * the last row left running) would otherwise hold the exit until every one of them had finished.
 *
 * Messages: the parent sends `{ type: 'start', env }`; this process answers `{ type: 'ready',
 * apiUrl }` (or `{ type: 'failed', message }`), and to `{ type: 'logs' }` it answers with the
 * handlers' warn and error lines counted by message (`{ type: 'logs', counts }`), which it does not
 * print: a busy account logs one line per 429.
 */
import { startApiAndSite } from '#infra/local/stack.ts';

export type ToApiProcess = { type: 'start'; env: Record<string, string> } | { type: 'logs' };
export type LogCounts = Array<[key: string, { count: number; first: string }]>;
export type FromApiProcess =
  | { type: 'ready'; apiUrl: string }
  | { type: 'failed'; message: string }
  | { type: 'logs'; counts: LogCounts };

const counts = new Map<string, { count: number; first: string }>();

/** `warn: Login refused: attempts in flight`, `error: Function time ran out before the handler finished`. */
function keyOf(level: string, line: string): string {
  try {
    const fields = JSON.parse(line) as { message?: string; dependency?: string; reason?: string };
    const detail = [fields.dependency && `dependency ${fields.dependency}`, fields.reason].filter(Boolean);
    return `${level}: ${fields.message ?? line.slice(0, 100)}${detail.length ? ` (${detail.join(', ')})` : ''}`;
  } catch {
    // Not a line of the handlers' logger (e.g. the gateway's own "threw" line).
    return `${level}: ${line.slice(0, 100)}`;
  }
}

const capture =
  (level: 'warn' | 'error') =>
  (...parts: unknown[]) => {
    const line = parts.map((part) => (typeof part === 'string' ? part : String(part))).join(' ');
    const key = keyOf(level, line);
    const seen = counts.get(key);
    if (seen) seen.count += 1;
    else counts.set(key, { count: 1, first: line });
  };

const send = (message: FromApiProcess) => process.send?.(message);

// The benchmark ended without stopping this process (it failed, or was interrupted).
process.on('disconnect', () => process.exit(1));

process.on('message', async (message: ToApiProcess) => {
  if (message.type === 'logs') {
    send({ type: 'logs', counts: [...counts] });
    return;
  }
  try {
    const api = await startApiAndSite({ env: message.env, ports: { api: 0, web: 0 }, demoAccounts: true });
    // From here on, the handlers' lines are counted rather than printed.
    console.warn = capture('warn');
    console.error = capture('error');
    send({ type: 'ready', apiUrl: api.apiUrl });
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
});
