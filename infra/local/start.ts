/**
 * `npm start`: the whole site on this machine. Ctrl-C stops every service it started.
 * Ports come from DYNAMODB_PORT, S3_PORT, SES_PORT, API_PORT and WEB_PORT (see ports.ts).
 */
import path from 'node:path';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { REPO_ROOT } from '../bundling';
import { JavaMissingError } from './services/dynamodb-local';
import { PortBusyError, portsFromEnv } from './services/ports';
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
  let stack: LocalStack | undefined;
  let stopping = false;
  let gaveUp: Error | undefined;
  const shutdown = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${reason}, stopping...`);
    await stack?.stop();
    console.log('Stopped.');
    process.exit(exitCode);
  };
  // A backing service that died and could not be restarted: stop everything and exit 1 rather
  // than serve an API that answers 500.
  const onGiveUp = (error: Error) => {
    gaveUp = error;
    console.error(
      `\n${error.message}\nThe site cannot work without it; run npm start again (docs/troubleshooting.md).`,
    );
    if (stack) void shutdown('A backing service could not be restarted', 1);
  };
  try {
    stack = await startLocalStack({
      ports: portsFromEnv(),
      dataDir: DATA_DIR,
      web: true,
      logRequests: true,
      demoAccounts,
      // Its own dependency cache: a test run's dev servers use another one (see stack.ts).
      viteCacheDir: START_VITE_CACHE_DIR,
      // DynamoDB Local, local S3 or the SES inbox ending unexpectedly is logged and restarted.
      supervise: { onGiveUp },
    });
  } catch (error) {
    if (error instanceof PortBusyError || error instanceof JavaMissingError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (gaveUp) return shutdown('A backing service could not be restarted', 1);
  console.log(banner(stack));

  process.on('SIGINT', () => void shutdown('SIGINT received', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM received', 0));
}

await main();
