import { AsyncLocalStorage } from 'node:async_hooks';

/** JSON log lines, one per event, so CloudWatch Logs Insights can query them by field. */
type Level = 'debug' | 'info' | 'warn' | 'error';

/** Fields every line of one request carries: request id, route, and the principal once known. */
const requestContext = new AsyncLocalStorage<Record<string, unknown>>();

/** Runs one request's work with its log context; every line logged inside carries the fields. */
export function withLogContext<Result>(fields: Record<string, unknown>, run: () => Result): Result {
  return requestContext.run({ ...fields }, run);
}

/** Adds fields to the current request's log context (e.g. the principal after authentication). */
export function appendLogContext(fields: Record<string, unknown>): void {
  const store = requestContext.getStore();
  if (store) Object.assign(store, fields);
}

function write(level: Level, message: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify(
    { level, message, timestamp: new Date().toISOString(), ...requestContext.getStore(), ...fields },
    errorReplacer,
  );
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack, cause: value.cause };
  }
  return value;
}

export const logger = {
  debug: (message: string, fields: Record<string, unknown> = {}) => write('debug', message, fields),
  info: (message: string, fields: Record<string, unknown> = {}) => write('info', message, fields),
  warn: (message: string, fields: Record<string, unknown> = {}) => write('warn', message, fields),
  error: (message: string, fields: Record<string, unknown> = {}) => write('error', message, fields),
};
