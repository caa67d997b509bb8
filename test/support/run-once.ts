/**
 * Something the global setups of several test tiers need once per run (the backing services, the
 * production build): the first tier's setup starts it, the others share it, and the last one to tear
 * down stops it. Vitest loads each tier's global setup files apart, so the shared state lives on the
 * process, not in a module.
 */
interface Shared<T> {
  value: Promise<T>;
  users: number;
}

const registry = Symbol.for('portfolio.test.run-once');
type Registry = Map<string, Shared<unknown>>;

function sharedRegistry(): Registry {
  const holder = globalThis as { [registry]?: Registry };
  holder[registry] ??= new Map();
  return holder[registry];
}

/**
 * Starts `start()` the first time `key` is asked for in this run and answers the same value to
 * every later caller; the returned release function runs `stop` once the last caller released it.
 */
export async function runOnce<T>(
  key: string,
  start: () => Promise<T>,
  stop: (value: T) => Promise<void> = async () => undefined,
): Promise<{ value: T; release: () => Promise<void> }> {
  const map = sharedRegistry();
  let shared = map.get(key) as Shared<T> | undefined;
  if (!shared) {
    shared = { value: start(), users: 0 };
    map.set(key, shared);
  }
  shared.users += 1;
  const entry = shared;
  const value = await entry.value;
  let released = false;
  return {
    value,
    release: async () => {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users > 0) return;
      map.delete(key);
      await stop(value);
    },
  };
}
