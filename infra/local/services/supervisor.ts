/**
 * Keeps the backing services of `npm start` running: when one ends without being asked to (it
 * crashed, or something killed it), the supervisor says which one, and starts it again on the same
 * port with the same data. When no try succeeds it says so and hands the failure to `onGiveUp`
 * (`npm start` then stops everything and exits 1), rather than leaving an API that answers 500.
 */

/** One run of a service: a child process, or a server inside this process. */
export interface ServiceInstance {
  /** Resolves when this run has ended, with how (`SIGKILL`, `code 1`, `server closed`). */
  readonly ended: Promise<string>;
  /** The process id, when the service runs in a process of its own. */
  readonly pid?: number;
  stop(): Promise<void>;
}

export interface SupervisionOptions {
  /** Called once when a service could not be restarted; it is left stopped. */
  onGiveUp(error: Error): void;
  /** Where the supervisor reports (default: console.error). */
  log?: (line: string) => void;
  /** Tries per unexpected end (default 3). */
  attempts?: number;
  /** Wait before the first try, growing by as much before each later one (default 500 ms). */
  retryDelayMs?: number;
}

export interface SupervisedService<T extends ServiceInstance = ServiceInstance> {
  readonly name: string;
  /** The running instance; a restart replaces it. */
  readonly current: T;
  /** Successful restarts so far. */
  readonly restarts: number;
  /** Stops the service for good: an end from here on is expected. */
  stop(): Promise<void>;
}

export interface ServiceDefinition<T extends ServiceInstance> {
  /** How the logs name it, e.g. `DynamoDB Local`. */
  name: string;
  port: number;
  /** What a restart keeps, for the log line (e.g. `its tables in .data/dynamodb are kept`). */
  keeps: string;
  /** Starts a new run on the same port and resolves once it answers; rejects when it cannot. */
  start(): Promise<T>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Watches `first` (already running) and restarts the service whenever it ends unexpectedly. */
export function supervise<T extends ServiceInstance>(
  first: T,
  service: ServiceDefinition<T>,
  options: SupervisionOptions,
): SupervisedService<T> {
  const log = options.log ?? ((line: string) => console.error(line));
  const attempts = options.attempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const label = `${service.name} on port ${service.port}`;
  let current = first;
  let restarts = 0;
  let stopping = false;
  let restarting: Promise<void> | undefined;

  const restart = async (how: string) => {
    log(`[supervisor] ${label} ended unexpectedly (${how}); restarting it on the same port, ${service.keeps}.`);
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
      if (stopping) return;
      try {
        const next = await service.start();
        if (stopping) {
          await next.stop();
          return;
        }
        current = next;
        restarts += 1;
        watch(next);
        log(`[supervisor] ${label} is running again (try ${attempt} of ${attempts}).`);
        return;
      } catch (error) {
        lastError = error;
        log(`[supervisor] Try ${attempt} of ${attempts} to restart ${label} failed: ${message(error)}`);
      }
    }
    const error = new Error(`${label} could not be restarted after ${attempts} tries: ${message(lastError)}`);
    log(`[supervisor] ${error.message}`);
    options.onGiveUp(error);
  };

  const watch = (instance: T) => {
    void instance.ended.then((how) => {
      if (stopping || instance !== current) return;
      restarting = restart(how).finally(() => {
        restarting = undefined;
      });
    });
  };
  watch(first);

  return {
    name: service.name,
    get current() {
      return current;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      stopping = true;
      await restarting;
      await current.stop();
    },
  };
}
