/**
 * `npm run dlq:replay -- <name> [--dry-run] [--outputs=cdk-outputs.json]`: sends a dead-letter
 * queue's messages back where they failed (infra/tools/dead-letter-replay.ts says how, per queue).
 * `--dry-run` says what it would do and changes nothing. The names, and what each queue holds:
 * `npm run dlq:replay -- --list`. AWS credentials and region as for the AWS CLI; the queue and its
 * target are read from the outputs `npm run deploy` wrote.
 */
import { LambdaClient } from '@aws-sdk/client-lambda';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DEAD_LETTER_QUEUES } from '../constructs/dead-letter-queue';
import { deadLetterTargetOf, replayDeadLetters } from './dead-letter-replay';
import { DEFAULT_OUTPUTS_FILE, readOutputs } from './deploy-outputs';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'));
if (args.includes('--list') || !name) {
  for (const [queue, holds] of Object.entries(DEAD_LETTER_QUEUES)) console.log(`${queue.padEnd(14)} ${holds}`);
  process.exit(name || args.includes('--list') ? 0 : 1);
}
const outputsFile =
  args.find((arg) => arg.startsWith('--outputs='))?.slice('--outputs='.length) ?? DEFAULT_OUTPUTS_FILE;
try {
  const target = deadLetterTargetOf(name, readOutputs(outputsFile));
  const dryRun = args.includes('--dry-run');
  const report = await replayDeadLetters(target, { sqs: new SQSClient({}), lambda: new LambdaClient({}), dryRun });
  for (const line of report.lines) console.log(line);
  console.log(`${dryRun ? 'Dry run: ' : ''}${report.replayed} replayed, ${report.kept} left in the queue.`);
  process.exit(report.kept > 0 && !dryRun ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
