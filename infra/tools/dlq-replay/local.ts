import path from 'node:path';
import { REPO_ROOT } from '../../bundling';
import { DEAD_LETTER_QUEUES, type DeadLetterQueueName } from '../../constructs/dead-letter-queue';
import { type LocalDeadLetterStore, localDeadLetterStore } from '../../local/events/dead-letters';
import { LocalMailQueue, type MailWorker } from '../../local/events/mail-queue';
import { DEFAULT_PREVIEW_PORT, LOCAL_SITE_BUCKET } from '../../local/preview/preview-stack';
import { portsFromEnv } from '../../local/services/ports';
import { assertLocalTableAnswers, localToolEnv } from '../tool-env';
import type { ReplayReport } from './aws';
import {
  invokeReplayer,
  type LocalReplayer,
  mailReplayer,
  renderUnitReplayer,
  replayLocalDeadLetters,
} from './local-replayers';

/** The paths that dead-letter nothing locally, and why. */
const NOT_LOCAL: Partial<Record<DeadLetterQueueName, string>> = {
  publisher: 'locally a failed publisher run is retried by the next one, 5 s later: nothing is dead-lettered',
  'content-index': 'locally a markdown change rebuilds its index in the request itself: there is no event to lose',
};

/** A local replayer for the queue, with what it needs started; `stop` ends it. */
async function localReplayer(
  name: DeadLetterQueueName,
  store: LocalDeadLetterStore,
): Promise<{ replayer: LocalReplayer; stop: () => Promise<void> }> {
  const ports = portsFromEnv();
  const env = localToolEnv(ports);
  await assertLocalTableAnswers(env);
  if (name === 'mail' || name === 'resize') {
    Object.assign(process.env, env);
    if (name === 'resize') {
      const handler = async () =>
        (await import('#lambdas/resize/handler.ts')).handler as (event: never) => Promise<unknown>;
      // As LocalMediaEvents delivers an upload: an asynchronous invocation and its 2 retries.
      return {
        replayer: invokeReplayer(handler, { maxAttempts: 3, baseBackoffMs: 1_000 }, store),
        stop: async () => {},
      };
    }
    const worker = async () => ((await import('#lambdas/mail/handler.ts')) as { handler: MailWorker }).handler;
    const queue = await new LocalMailQueue({ worker, deadLetterStore: store }).start();
    return { replayer: mailReplayer(queue), stop: () => queue.stop() };
  }
  // The renderer reads the site through the local API, into the preview's site bucket, as render:all does.
  const apiUrl = `http://localhost:${ports.api}/api`;
  const health = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
  if (!health)
    throw new Error(`The local API does not answer at ${apiUrl}: start the site first (npm start or npm run preview).`);
  const renderEnv = {
    ...env,
    SITE_BUCKET: LOCAL_SITE_BUCKET,
    RENDER_API_URL: apiUrl,
    SITE_URL: `http://localhost:${process.env.PREVIEW_PORT || DEFAULT_PREVIEW_PORT}`,
    RENDER_BUNDLE: path.join(REPO_ROOT, 'web', 'dist-ssr', 'render-page.mjs'),
  };
  Object.assign(process.env, renderEnv);
  const { startLocalFullRenders } = await import('../../local/render/full-renders');
  const renders = await startLocalFullRenders({
    workers: 1,
    env: renderEnv,
    deadLetterStore: localDeadLetterStore('render-units'),
  });
  if (name === 'render-units') return { replayer: renderUnitReplayer(renders.queue), stop: () => renders.stop() };
  const handler = async () =>
    (await import('#lambdas/render/handler.ts')).handler as (event: never) => Promise<unknown>;
  // As LocalRenderEvents delivers a content event: 4 attempts.
  return {
    replayer: invokeReplayer(handler, { maxAttempts: 4, baseBackoffMs: 1_000 }, store),
    stop: () => renders.stop(),
  };
}

/** The lines `--list --local` prints: each queue's waiting messages, or the named one's. */
export function listLocalDeadLetters(name: DeadLetterQueueName | undefined): string[] {
  const names = name ? [name] : (Object.keys(DEAD_LETTER_QUEUES) as DeadLetterQueueName[]);
  return names.flatMap((queue) => {
    const letters = localDeadLetterStore(queue).list();
    const head = `${queue.padEnd(14)} ${letters.length} waiting${NOT_LOCAL[queue] ? ` (${NOT_LOCAL[queue]})` : ''}`;
    if (!name) return [head];
    return [
      head,
      ...letters.map(
        (letter) =>
          `  ${letter.id}  ${letter.failedAt}  ${letter.attempts} attempts  ${letter.error ?? ''}\n    ${letter.body.slice(0, 200)}`,
      ),
    ];
  });
}

/** `npm run dlq:replay -- <name> --local [--dry-run]`: the report, or what there is to say instead. */
export async function replayLocalQueue(name: DeadLetterQueueName, dryRun: boolean): Promise<ReplayReport> {
  const store = localDeadLetterStore(name);
  const waiting = store.list().length;
  if (NOT_LOCAL[name] && waiting === 0) return { replayed: 0, kept: 0, lines: [`${name}: ${NOT_LOCAL[name]}`] };
  if (waiting === 0) return { replayed: 0, kept: 0, lines: [`Nothing to replay: ${store.folder} holds no message`] };
  if (dryRun) return replayLocalDeadLetters(store, { replay: () => Promise.reject(new Error('dry run')) }, { dryRun });
  const { replayer, stop } = await localReplayer(name, store);
  try {
    return await replayLocalDeadLetters(store, replayer);
  } finally {
    await stop();
  }
}
