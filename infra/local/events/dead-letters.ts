import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../bundling';
import type { DeadLetterQueueName } from '../../constructs/dead-letter-queue';

/** Where `npm start`, `npm run preview` and `npm run render:all` keep the local dead letters. */
export const LOCAL_DEAD_LETTERS_DIR = path.join(REPO_ROOT, '.data', 'dead-letters');

/** One message a local stand-in gave up on, as its dead-letter queue keeps it in AWS. */
export interface StoredDeadLetter {
  id: string;
  /**
   * What goes back: the queue message's body (mail, render units) or the event the function was
   * invoked with (resize, render); a stream batch is `{"DDBStreamBatchInfo": …}` as Lambda keeps it.
   */
  body: string;
  attempts: number;
  error?: string;
  failedAt: string;
}

/**
 * A local dead-letter queue: with a directory, one JSON file per message under `<directory>/<name>/`
 * (written to a temporary name, then renamed, so a reader never sees half a message), kept across
 * restarts as a queue in AWS keeps them 14 days, and shared by the processes that write it
 * (`npm start`, the preview) and the one that replays it (`npm run dlq:replay -- <name> --local`).
 * Without one (the test run's queues), in memory.
 */
export class LocalDeadLetterStore {
  private readonly memory = new Map<string, StoredDeadLetter>();
  readonly folder: string | undefined;

  constructor(
    readonly name: DeadLetterQueueName,
    directory?: string,
  ) {
    this.folder = directory ? path.join(directory, name) : undefined;
  }

  add(letter: Omit<StoredDeadLetter, 'id' | 'failedAt'> & { id?: string }): StoredDeadLetter {
    const stored: StoredDeadLetter = { ...letter, id: letter.id ?? randomUUID(), failedAt: new Date().toISOString() };
    if (!this.folder) {
      this.memory.set(stored.id, stored);
      return stored;
    }
    mkdirSync(this.folder, { recursive: true });
    const file = path.join(this.folder, `${stored.id}.json`);
    writeFileSync(`${file}.tmp`, `${JSON.stringify(stored, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
    return stored;
  }

  /** The messages waiting, oldest first. */
  list(): StoredDeadLetter[] {
    const letters = this.folder ? this.readFolder(this.folder) : [...this.memory.values()];
    return letters.sort((a, b) => a.failedAt.localeCompare(b.failedAt) || a.id.localeCompare(b.id));
  }

  remove(id: string): void {
    this.memory.delete(id);
    if (this.folder) rmSync(path.join(this.folder, `${id}.json`), { force: true });
  }

  private readFolder(folder: string): StoredDeadLetter[] {
    let names: string[];
    try {
      names = readdirSync(folder).filter((name) => name.endsWith('.json'));
    } catch {
      return [];
    }
    return names.flatMap((name) => {
      try {
        return [JSON.parse(readFileSync(path.join(folder, name), 'utf-8')) as StoredDeadLetter];
      } catch {
        // Removed meanwhile by another process (a replay), or not one of ours.
        return [];
      }
    });
  }
}

/** The local dead-letter queue of that name, under `.data/dead-letters/` unless told otherwise. */
export function localDeadLetterStore(name: DeadLetterQueueName, directory = LOCAL_DEAD_LETTERS_DIR) {
  return new LocalDeadLetterStore(name, directory);
}
