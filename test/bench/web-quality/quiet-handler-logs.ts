/**
 * Keeps the handlers' JSON info lines (one per rendered page, per request) out of the benchmark's
 * output, handing each parsed line to `onLine`; warnings and errors still print. Answers the
 * function that restores console.log.
 */
export function quietHandlerLogs(onLine?: (line: Record<string, unknown>) => void): () => void {
  const original = console.log;
  console.log = (...args: unknown[]) => {
    const [first] = args;
    if (args.length === 1 && typeof first === 'string' && first.startsWith('{"level":"info"')) {
      try {
        onLine?.(JSON.parse(first) as Record<string, unknown>);
        return;
      } catch {
        // Not a handler's line after all: print it.
      }
    }
    original(...args);
  };
  return () => {
    console.log = original;
  };
}
