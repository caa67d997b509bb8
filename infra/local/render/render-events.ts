import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { HeadObjectCommand, ListObjectVersionsCommand, type S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { COLLECTIONS, indexPath } from '#shared/content.ts';
import { RENDER_ALL_ACTION } from '#shared/workers.ts';
import type { LocalDeadLetterStore } from '../events/dead-letters';
import { deliverWithRetries, objectCreatedEvent } from '../events/event-delivery';
import { LOCAL_CREDENTIALS } from '../s3/s3-local';

/** The render worker's signature (lambdas/render/handler.ts). */
export type RenderWorker = (event: never) => Promise<unknown>;

export interface LocalRenderEventsOptions {
  /** Resolved for every event (tests re-import modules). */
  worker: () => RenderWorker | Promise<RenderWorker>;
  dynamodbEndpoint: string;
  tableName: string;
  region: string;
  /** The content bucket, whose collection indexes are watched for changes. */
  s3: S3Client;
  contentBucket: string;
  /** How often the stream and the indexes are read (default 1 s). */
  pollMs?: number;
  /** Attempts before a batch goes to the dead-letter list (default 4, like the stream's 3 retries). */
  maxAttempts?: number;
  /** Wait before the second attempt, doubled for each later one (default 1 s). */
  baseBackoffMs?: number;
  /**
   * Follows a full render the worker planned (its answer names the run) until it has ended: the
   * run's units are rendered by the local render queue's workers (full-renders.ts).
   */
  followRun?: (runId: string) => Promise<unknown>;
  log?: (line: string) => void;
  /**
   * Where dead letters are also kept for `npm run dlq:replay -- render --local` (dead-letters.ts):
   * a content event as the event, a stream batch as Lambda's `DDBStreamBatchInfo` (not replayable).
   */
  deadLetterStore?: LocalDeadLetterStore;
}

interface DeadBatch {
  source: 'stream' | 'content';
  detail: string;
  attempts: number;
  error: string;
}

/**
 * The local stand-in for the render function's event sources (docs/rendering.md): DynamoDB Local's
 * stream, read as Lambda's event source mapping reads it in AWS (GetRecords per shard, a batch per
 * call, retried with backoff, then a dead-letter list announced loudly), and the content bucket's
 * collection indexes, polled for changes and delivered as the EventBridge object events AWS sends
 * (the local S3 has no event bus). Events are handed to the worker one at a time (the renderer's
 * state is per process) and wait while a full render (`renderAll`) runs: its units are rendered by
 * the local render queue's worker processes, and a change read from the stream meanwhile is
 * rendered after it, from data at least as new.
 */
export class LocalRenderEvents {
  readonly deadLetters: DeadBatch[] = [];
  /** Batches and events the worker took (successfully). */
  delivered = 0;
  private readonly options: Required<Omit<LocalRenderEventsOptions, 'log' | 'followRun' | 'deadLetterStore'>> &
    Pick<LocalRenderEventsOptions, 'followRun' | 'deadLetterStore'> & { log: (line: string) => void };
  private readonly streams: DynamoDBStreamsClient;
  private readonly iterators = new Map<string, string>();
  private readonly seenShards = new Set<string>();
  /** Each collection index's newest version delivered. */
  private readonly indexVersions = new Map<string, string>();
  private streamArn: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> = Promise.resolve();
  /** The worker's current call; the next one waits for it. */
  private working: Promise<unknown> = Promise.resolve();
  private polls = 0;
  private stopped = false;

  constructor(options: LocalRenderEventsOptions) {
    this.options = {
      pollMs: 1_000,
      maxAttempts: 4,
      baseBackoffMs: 1_000,
      log: (line) => console.log(line),
      ...options,
    };
    this.streams = new DynamoDBStreamsClient({
      endpoint: options.dynamodbEndpoint,
      region: options.region,
      credentials: LOCAL_CREDENTIALS,
    });
  }

  /** Starts following the stream from now (what exists already is covered by a render-all) and the indexes as they are. */
  async start(): Promise<this> {
    const dynamodb = new DynamoDBClient({
      endpoint: this.options.dynamodbEndpoint,
      region: this.options.region,
      credentials: LOCAL_CREDENTIALS,
    });
    try {
      const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: this.options.tableName }));
      this.streamArn = Table?.LatestStreamArn;
    } finally {
      dynamodb.destroy();
    }
    if (!this.streamArn)
      throw new Error(`Table ${this.options.tableName} has no stream (infra/local/services/resources.ts)`);
    await this.refreshShards('LATEST');
    await this.pollIndexes(true);
    this.schedule();
    return this;
  }

  /**
   * Renders every page (`{ action: 'render-all' }`), in turn with the events: the worker plans the
   * run, and it resolves once the run has ended (`followRun`), with what that answers. Call it
   * after `start()`: the stream's position and the indexes were taken before it reads anything, so
   * a change made while it runs is delivered after it, never skipped. Throws when the planning fails.
   */
  renderAll(): Promise<unknown> {
    return this.exclusive(async () => {
      const answer = await (await this.options.worker())({ action: RENDER_ALL_ACTION } as never);
      const runId = (answer as { runId?: unknown } | undefined)?.runId;
      return typeof runId === 'string' && this.options.followRun ? this.options.followRun(runId) : answer;
    });
  }

  /** Waits until what was written before this call has been delivered (tests). */
  async settle(): Promise<void> {
    await this.polling;
    await new Promise((resolve) => setTimeout(resolve, this.options.pollMs));
    await this.polling;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.polling.catch(() => undefined);
    this.streams.destroy();
  }

  /** Runs one call of the worker once every earlier one has ended. */
  private exclusive<T>(run: () => Promise<T>): Promise<T> {
    const turn = this.working.then(run);
    this.working = turn.catch(() => undefined);
    return turn;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.polling = this.pollOnce()
        .catch((error: unknown) => this.options.log(`[render] Reading events failed: ${String(error)}`))
        .finally(() => this.schedule());
    }, this.options.pollMs);
  }

  private async pollOnce(): Promise<void> {
    this.polls += 1;
    // New shards appear as DynamoDB Local rolls them over; look for them now and then.
    if (this.polls % 10 === 0) await this.refreshShards('TRIM_HORIZON');
    for (const [shardId, iterator] of [...this.iterators]) {
      if (this.stopped) return;
      const answer = await this.streams
        .send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }))
        .catch((error: unknown) => this.restartShard(shardId, error));
      if (!answer) continue;
      const records = answer.Records ?? [];
      if (records.length > 0) await this.deliverStream(records);
      if (answer.NextShardIterator) this.iterators.set(shardId, answer.NextShardIterator);
      else this.iterators.delete(shardId);
    }
    await this.pollIndexes(false);
  }

  /**
   * DynamoDB Local answers TrimmedDataAccessException to a LATEST iterator taken on an empty shard
   * once the first record arrives (aws/aws-sdk-java#2923), and an iterator can expire: the shard is
   * read again from its start. Records it had already delivered may come again, which only renders
   * their pages once more. Any other error is the poll's (logged, tried again on the next one).
   */
  private async restartShard(shardId: string, error: unknown): Promise<undefined> {
    const name = (error as { name?: string } | null)?.name;
    if (name !== 'TrimmedDataAccessException' && name !== 'ExpiredIteratorException') throw error;
    const { ShardIterator } = await this.streams.send(
      new GetShardIteratorCommand({ StreamArn: this.streamArn, ShardId: shardId, ShardIteratorType: 'TRIM_HORIZON' }),
    );
    if (ShardIterator) this.iterators.set(shardId, ShardIterator);
    else this.iterators.delete(shardId);
    return undefined;
  }

  private async refreshShards(position: 'LATEST' | 'TRIM_HORIZON'): Promise<void> {
    const { StreamDescription } = await this.streams.send(new DescribeStreamCommand({ StreamArn: this.streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const shardId = shard.ShardId;
      if (!shardId || this.seenShards.has(shardId)) continue;
      this.seenShards.add(shardId);
      // At start only the open shards matter; a shard found later is read from its start.
      if (position === 'LATEST' && shard.SequenceNumberRange?.EndingSequenceNumber) continue;
      const { ShardIterator } = await this.streams.send(
        new GetShardIteratorCommand({ StreamArn: this.streamArn, ShardId: shardId, ShardIteratorType: position }),
      );
      if (ShardIterator) this.iterators.set(shardId, ShardIterator);
    }
  }

  /**
   * Each collection index's writes since the last poll, one event per write, oldest first, each with
   * its version id, as S3 sends one event per write in AWS: the renderer compares each version with
   * the one before it (lambdas/lib/render/index-changes.ts), so no write's change may be skipped.
   */
  private async pollIndexes(first: boolean): Promise<void> {
    for (const { id } of COLLECTIONS) {
      const key = indexPath(id).replace(/^\//, '');
      const head = await this.options.s3
        .send(new HeadObjectCommand({ Bucket: this.options.contentBucket, Key: key }))
        .catch(() => undefined);
      // A bucket without versions (some tests' own) is told apart by its ETag, and its events carry no version.
      const current = head?.VersionId ?? head?.ETag;
      const known = this.indexVersions.get(key);
      if (current) this.indexVersions.set(key, current);
      if (first || !current || known === current) continue;
      const writes = head?.VersionId ? await this.indexWritesSince(key, known) : [undefined];
      for (const versionId of writes) {
        const event = objectCreatedEvent(this.options.region, this.options.contentBucket, {
          key,
          ...(versionId ? { 'version-id': versionId } : {}),
        });
        await this.deliver('content', `${key} ${versionId ?? current}`, JSON.stringify(event), async (worker) => {
          await worker(event as never);
          return true;
        });
      }
    }
  }

  /** The versions of an index written after `known`, oldest first (the newest alone when `known` is not among them). */
  private async indexWritesSince(key: string, known: string | undefined): Promise<Array<string | undefined>> {
    const listed = await this.options.s3.send(
      new ListObjectVersionsCommand({ Bucket: this.options.contentBucket, Prefix: key }),
    );
    const newestFirst = (listed.Versions ?? []).filter((version) => version.Key === key);
    const knownAt = newestFirst.findIndex((version) => version.VersionId === known);
    return newestFirst
      .slice(0, knownAt === -1 ? 1 : knownAt)
      .map((version) => version.VersionId)
      .reverse();
  }

  private async deliverStream(records: StreamRecord[]): Promise<void> {
    const event: DynamoDBStreamEvent = {
      Records: records.map(
        (record) =>
          ({
            eventID: record.eventID,
            eventName: record.eventName,
            eventSource: 'aws:dynamodb',
            awsRegion: this.options.region,
            dynamodb: record.dynamodb,
          }) as DynamoDBRecord,
      ),
    };
    const first = records[0]?.dynamodb?.SequenceNumber ?? '?';
    const last = records.at(-1)?.dynamodb?.SequenceNumber ?? '?';
    const batchInfo = JSON.stringify({
      DDBStreamBatchInfo: {
        streamArn: this.streamArn,
        startSequenceNumber: first,
        endSequenceNumber: last,
        batchSize: records.length,
      },
    });
    await this.deliver('stream', `${records.length} records from ${first}`, batchInfo, async (worker) => {
      const answer = (await worker(event as never)) as { batchItemFailures?: unknown[] } | undefined;
      return (answer?.batchItemFailures?.length ?? 0) === 0;
    });
  }

  /** Hands an event to the worker until it takes it, with backoff; then the dead-letter list. */
  private async deliver(
    source: DeadBatch['source'],
    detail: string,
    /** What the dead-letter store keeps when every attempt failed. */
    deadLetterBody: string,
    run: (worker: RenderWorker) => Promise<boolean>,
  ): Promise<void> {
    const error = await deliverWithRetries(
      this.options,
      async () => {
        const taken = await this.exclusive(async () => run(await this.options.worker()));
        if (taken) this.delivered += 1;
        return taken;
      },
      () => this.stopped,
    );
    if (error === undefined) return;
    this.deadLetters.push({ source, detail, attempts: this.options.maxAttempts, error });
    this.options.deadLetterStore?.add({ body: deadLetterBody, attempts: this.options.maxAttempts, error });
    this.options.log(
      `[render] DEAD LETTER: ${source} event (${detail}) failed ${this.options.maxAttempts} times: ${error}`,
    );
  }
}
