/**
 * `npm run dlq:replay -- <name> [--dry-run] [--outputs=cdk-outputs.json]`: sends a dead-letter
 * queue's messages back where they failed (infra/tools/dlq-replay/aws.ts says how, per queue).
 * `--dry-run` says what it would do and changes nothing. The names, and what each queue holds:
 * `npm run dlq:replay -- --list`. AWS credentials and region as for the AWS CLI; the queue and its
 * target are read from the outputs `npm run deploy` wrote.
 *
 * `--local`: the local stack's dead letters (`.data/dead-letters/<name>/`, kept by `npm start`,
 * `npm run preview` and `npm run render:all`) sent back along the local path they failed on, over
 * the running `npm start` (infra/tools/dlq-replay/local.ts). `--list --local` counts each queue's
 * messages; `<name> --list --local` shows them.
 */
import { LambdaClient } from '@aws-sdk/client-lambda';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DEAD_LETTER_QUEUES, type DeadLetterQueueName } from '../../constructs/dead-letter-queue';
import { DEFAULT_OUTPUTS_FILE, readOutputs } from '../deploy-outputs';
import { deadLetterTargetOf, replayDeadLetters } from './aws';
import { listLocalDeadLetters, replayLocalQueue } from './local';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'));
const local = args.includes('--local');
const dryRun = args.includes('--dry-run');
if (name && !(name in DEAD_LETTER_QUEUES)) {
  console.error(`No dead-letter queue "${name}": one of ${Object.keys(DEAD_LETTER_QUEUES).join(', ')}`);
  process.exit(1);
}
if (local && args.includes('--list')) {
  for (const line of listLocalDeadLetters(name as DeadLetterQueueName | undefined)) console.log(line);
  process.exit(0);
}
if (args.includes('--list') || !name) {
  for (const [queue, holds] of Object.entries(DEAD_LETTER_QUEUES)) console.log(`${queue.padEnd(14)} ${holds}`);
  process.exit(name || args.includes('--list') ? 0 : 1);
}
try {
  let report: Awaited<ReturnType<typeof replayDeadLetters>>;
  if (local) report = await replayLocalQueue(name as DeadLetterQueueName, dryRun);
  else {
    const outputsFile =
      args.find((arg) => arg.startsWith('--outputs='))?.slice('--outputs='.length) ?? DEFAULT_OUTPUTS_FILE;
    const target = deadLetterTargetOf(name, readOutputs(outputsFile));
    report = await replayDeadLetters(target, { sqs: new SQSClient({}), lambda: new LambdaClient({}), dryRun });
  }
  for (const line of report.lines) console.log(line);
  console.log(`${dryRun ? 'Dry run: ' : ''}${report.replayed} replayed, ${report.kept} left in the queue.`);
  process.exit(report.kept > 0 && !dryRun ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
