/**
 * Read and write locks per object key, granted in the order asked: reads of a key share it, a
 * write has it alone and waits for the reads before it, and the reads after a waiting write wait
 * for it. The local S3 needs them because s3rver is not atomic: a PutObject truncates the object's
 * file and writes it again, and a GetObject that read the old length from the metadata then streams
 * the file as it is; a read caught between the two answered a short body and its client waited for
 * the rest for ever.
 */
interface Waiter {
  exclusive: boolean;
  grant: () => void;
}

interface KeyState {
  readers: number;
  writer: boolean;
  waiting: Waiter[];
}

export class KeyLocks {
  private readonly keys = new Map<string, KeyState>();

  /**
   * Waits until `id` may be read (`exclusive` false) or written (true), and answers the function
   * that gives it back; calling that again does nothing.
   */
  acquire(id: string, exclusive: boolean): Promise<() => void> {
    let state = this.keys.get(id);
    if (!state) {
      state = { readers: 0, writer: false, waiting: [] };
      this.keys.set(id, state);
    }
    const held = state;
    return new Promise((resolve) => {
      held.waiting.push({
        exclusive,
        grant: () => {
          let released = false;
          resolve(() => {
            if (released) return;
            released = true;
            if (exclusive) held.writer = false;
            else held.readers -= 1;
            this.pump(id, held);
          });
        },
      });
      this.pump(id, held);
    });
  }

  /** Runs `work` holding `id` (shared or alone) and gives it back when `work` settles. */
  async run<T>(id: string, exclusive: boolean, work: () => Promise<T>): Promise<T> {
    const release = await this.acquire(id, exclusive);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** How many keys are held or waited for (0 when the proxy is idle). */
  get size(): number {
    return this.keys.size;
  }

  private pump(id: string, state: KeyState): void {
    while (!state.writer) {
      const next = state.waiting[0];
      if (!next) break;
      if (next.exclusive) {
        if (state.readers > 0) break;
        state.writer = true;
      } else state.readers += 1;
      state.waiting.shift();
      next.grant();
    }
    if (!state.writer && state.readers === 0 && state.waiting.length === 0 && this.keys.get(id) === state) {
      this.keys.delete(id);
    }
  }
}
