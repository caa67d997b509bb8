/**
 * `npm run admin:grant -- <email> [--role=admin] [--stage=<stage>] [--local] [--outputs=cdk-outputs.json]`:
 * gives a registered user a role (default Admin), keeping their other roles, as an administrator's
 * role assignment does (infra/tools/grant-role.ts): so the first admin of a new deployment is made
 * without touching the table by hand. Exits 1 for an unknown or deleted address, 0 when the user
 * has the role already (nothing changes).
 *
 * In AWS it reads the stage's table, mail outbox and site address from the outputs `npm run deploy`
 * wrote, and needs credentials that may read and write the table and send to the outbox. With
 * `--local` it uses `npm start`'s table and SES inbox (ports as for npm start), and sends the
 * security mail through a local mail queue of its own.
 */
import type { MailWorker } from '../local/events/mail-queue';
import { portsFromEnv } from '../local/services/ports';
import { DEFAULT_OUTPUTS_FILE, readOutputs } from './deploy-outputs';
import { assertLocalTableAnswers, awsGrantEnv, localToolEnv } from './tool-env';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const email = args.find((arg) => !arg.startsWith('--'));
const local = args.includes('--local');
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (!email) fail('Usage: npm run admin:grant -- <email> [--role=admin] [--stage=<stage>] [--local]');

async function localEnvironment(): Promise<Record<string, string>> {
  const env = localToolEnv(portsFromEnv());
  await assertLocalTableAnswers(env);
  return env;
}

let env: Record<string, string> = {};
try {
  env = local
    ? await localEnvironment()
    : awsGrantEnv(readOutputs(option('outputs') ?? DEFAULT_OUTPUTS_FILE), option('stage'));
} catch (error) {
  fail((error as Error).message);
}
// The handlers' modules read their settings when first imported: the environment comes first.
Object.assign(process.env, env);
const { describeGrant, grantRole, roleNamed } = await import('./grant-role');
const role = roleNamed(option('role') ?? 'admin');
if (!role) fail(`No role "${option('role')}": one of user, editor, admin, superadmin`);

const { LocalMailQueue } = await import('../local/events/mail-queue');
const { localDeadLetterStore } = await import('../local/events/dead-letters');
const mailQueue = local
  ? await new LocalMailQueue({
      worker: async () => ((await import('#lambdas/mail/handler.ts')) as { handler: MailWorker }).handler,
      deadLetterStore: localDeadLetterStore('mail'),
    }).start()
  : undefined;
let exitCode = 1;
try {
  const outcome = await grantRole(email as string, role as NonNullable<typeof role>);
  const { line, exitCode: code } = describeGrant(outcome, email as string, role as NonNullable<typeof role>);
  (code === 0 ? console.log : console.error)(line);
  exitCode = code;
  if (mailQueue && !(await mailQueue.drained(60_000))) {
    console.error('The security mail is still queued after a minute: it was not sent.');
  }
  if (local && outcome.kind === 'granted')
    console.log(`Local stage: the mail is in the SES inbox (port ${portsFromEnv().ses}).`);
} catch (error) {
  console.error(`The role was not given: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await mailQueue?.stop();
}
process.exit(exitCode);
