import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

export interface RunningChild {
  readonly name: string;
  readonly process: ChildProcess;
  /** Resolves when the process has exited, with how: `code 1`, `SIGKILL`, ... */
  readonly exited: Promise<string>;
  /** The last lines the process printed (its own error, when it failed to start). */
  lastOutput(): string;
  stop(): Promise<void>;
}

/** Starts a child that ends with us: its output is prefixed, and stop() escalates to SIGKILL. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; quiet?: boolean; ipc?: boolean; cwd?: string } = {},
): RunningChild {
  const child = spawn(command, args, {
    env: options.env ?? process.env,
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 200) output.shift();
    if (!options.quiet) for (const line of text.split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.on('exit', (code, signal) => {
    if (!stopping && code !== 0) {
      console.error(`[${name}] exited unexpectedly (${signal ?? `code ${code}`}). Last output:\n${output.join('')}`);
    }
  });

  let stopping = false;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`));
  });
  return {
    name,
    process: child,
    exited,
    lastOutput: () => output.join('').trim(),
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Polls until `probe` succeeds, failing early if the child has exited; a child that never becomes
 * ready is stopped before the error is thrown, so no half-started service is left behind.
 */
export async function waitUntilReady(
  child: RunningChild,
  probe: () => Promise<unknown>,
  timeoutMs = 30_000,
): Promise<void> {
  try {
    await pollUntilReady(child, probe, timeoutMs);
  } catch (error) {
    await child.stop();
    throw error;
  }
}

async function pollUntilReady(child: RunningChild, probe: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      const said = child.lastOutput().split('\n').slice(-5).join('\n');
      throw new Error(
        `${child.name} exited with code ${child.process.exitCode} before it was ready${said ? `: ${said}` : ''}`,
      );
    }
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`${child.name} was not ready within ${timeoutMs} ms: ${String(lastError)}`);
}
