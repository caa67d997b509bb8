import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { runningStackEnv } from '../local/preview/preview-stack';
import type { PortMap } from '../local/services/ports';

/** The values of one stage's stacks (`Portfolio-<stage>-…`) in a `cdk deploy --outputs-file` file. */
export function stageOutputs(
  outputs: Record<string, Record<string, string>>,
  stage: string | undefined,
): { stage: string; values: Record<string, string> } {
  const stages = [
    ...new Set(Object.keys(outputs).flatMap((stack) => /^Portfolio-(.+)-[A-Za-z]+$/.exec(stack)?.[1] ?? [])),
  ];
  if (stage === undefined) {
    if (stages.length !== 1) {
      throw new Error(
        stages.length === 0
          ? 'The outputs name no Portfolio stack: deploy with npm run deploy (it writes cdk-outputs.json)'
          : `The outputs hold the stages ${stages.join(', ')}: say which with --stage=<stage>`,
      );
    }
    stage = stages[0] as string;
  } else if (!stages.includes(stage)) {
    throw new Error(`The outputs hold no stage "${stage}" (they hold: ${stages.join(', ') || 'none'})`);
  }
  const values: Record<string, string> = {};
  for (const [stack, stackValues] of Object.entries(outputs)) {
    if (stack.startsWith(`Portfolio-${stage}-`)) Object.assign(values, stackValues);
  }
  return { stage, values };
}

/**
 * What the account code reads in AWS: the table (the Stateful stack's `TableName`), the mail outbox
 * that the security mail is queued on (the Api stack's `MailQueueUrl`), the site's address for the
 * mail's links (the Web stack's `SiteUrl`), and the region (AWS_REGION, else the queue's).
 */
export function awsGrantEnv(
  outputs: Record<string, Record<string, string>>,
  stage: string | undefined,
  region = process.env.AWS_REGION,
): Record<string, string> {
  const { stage: found, values } = stageOutputs(outputs, stage);
  const missing = ['TableName', 'MailQueueUrl', 'SiteUrl'].filter((id) => !values[id]);
  if (missing.length > 0) {
    throw new Error(
      `The outputs of stage ${found} have no ${missing.join(', ')}: deploy again with npm run deploy (it adds them)`,
    );
  }
  const queueUrl = values.MailQueueUrl as string;
  const queueRegion = /^https:\/\/sqs\.([a-z0-9-]+)\.amazonaws\.com\//.exec(queueUrl)?.[1];
  const resolvedRegion = region || queueRegion;
  if (!resolvedRegion) throw new Error(`Set AWS_REGION: the queue URL ${queueUrl} does not name its region`);
  return {
    AWS_REGION: resolvedRegion,
    TABLE_NAME: values.TableName as string,
    MAIL_QUEUE_URL: queueUrl,
    SITE_URL: values.SiteUrl as string,
  };
}

/** What the handlers read in a tool over the running `npm start`: its table, buckets, SES inbox and site. */
export function localToolEnv(ports: Pick<PortMap, 'dynamodb' | 's3' | 'ses' | 'web'>): Record<string, string> {
  return {
    ...runningStackEnv(ports),
    SES_ENDPOINT: `http://127.0.0.1:${ports.ses}`,
    SES_FROM_ADDRESS: 'no-reply@example.com',
    SITE_OWNER_EMAIL: 'owner@example.com',
    SITE_URL: `http://localhost:${ports.web}`,
  };
}

/** Throws, saying to run `npm start`, unless the local table of `env` answers. */
export async function assertLocalTableAnswers(env: Record<string, string>): Promise<void> {
  const dynamodb = new DynamoDBClient({
    endpoint: env.DYNAMODB_ENDPOINT,
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '' },
    maxAttempts: 1,
  });
  try {
    await dynamodb.send(new DescribeTableCommand({ TableName: env.TABLE_NAME }), {
      abortSignal: AbortSignal.timeout(3_000),
    });
  } catch (error) {
    throw new Error(
      `The local table ${env.TABLE_NAME} does not answer at ${env.DYNAMODB_ENDPOINT} (${(error as Error).message || (error as Error).name}): start the site first (npm start).`,
    );
  } finally {
    dynamodb.destroy();
  }
}
