/**
 * `npm start`: the whole site on this machine. Ctrl-C stops every service it started.
 * Ports come from DYNAMODB_PORT, S3_PORT, SES_PORT, API_PORT and WEB_PORT (see ports.ts).
 */
import path from 'node:path';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { REPO_ROOT } from '../bundling';
import { JavaMissingError } from './dynamodb-local';
import { PortBusyError, portsFromEnv } from './ports';
import { type LocalStack, START_VITE_CACHE_DIR, startLocalStack } from './stack';

const DATA_DIR = path.join(REPO_ROOT, '.data');
/** On by default for `npm start`; DEMO_ACCOUNTS=false turns it off. */
const demoAccounts = process.env.DEMO_ACCOUNTS !== 'false';

function banner(stack: LocalStack): string {
  const lines = [
    '',
    '  Portfolio site is running',
    `  Site:        ${stack.urls.site}`,
    `  API:         ${stack.urls.api}   (try ${stack.urls.api}/health)`,
    `  Mail inbox:  ${stack.urls.inbox}   (JSON: ${stack.urls.inbox}/store)`,
    `  Local S3:    ${stack.urls.s3}   DynamoDB Local: ${stack.urls.dynamodb}`,
    `  Data:        ${path.relative(process.cwd(), DATA_DIR) || DATA_DIR}/ (delete it to start from scratch)`,
    `  Seed:        ${stack.seedReport.join('; ')}`,
    ...(demoAccounts
      ? [
          '',
          '  Demo accounts:',
          ...DEMO_ACCOUNTS.map((account) => `    ${account.role.padEnd(7)} ${account.email} / ${account.password}`),
        ]
      : []),
    '',
    '  Press Ctrl-C to stop.',
    '',
  ];
  return lines.join('\n');
}

async function main() {
  let stack: LocalStack;
  try {
    stack = await startLocalStack({
      ports: portsFromEnv(),
      dataDir: DATA_DIR,
      web: true,
      logRequests: true,
      demoAccounts,
      // Its own dependency cache: a test run's dev servers use another one (see stack.ts).
      viteCacheDir: START_VITE_CACHE_DIR,
    });
  } catch (error) {
    if (error instanceof PortBusyError || error instanceof JavaMissingError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  console.log(banner(stack));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, stopping...`);
    await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
